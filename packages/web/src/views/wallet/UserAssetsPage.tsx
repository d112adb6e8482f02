import { ApiClient, WalletService } from '@signal-portal/core';
import { useEffect, useState } from 'react';
import { DeferredLiveFeed } from '../../adapters/deferred-live-feed.js';
import { WalletFiguresStore } from '../../stores/wallet/wallet-figures.store.js';
import { WalletRecordsStore } from '../../stores/wallet/wallet-records.store.js';
import { MemberPage } from '../member/MemberPage.js';
import { LanguageStore, Link, observer, PATHS, useInjection, useTranslation } from '../shared.js';
import { useWalletAddress } from './use-wallet-address.js';
import { WalletFiguresPanel } from './WalletFiguresPanel.js';
import { WalletRecordsPanel } from './WalletRecordsPanel.js';
import './wallet.css';

/**
 * /user-assets: the platform wallet and the asset wallet behind a switch, their figures in tiles, and
 * the fund and token records with filters, totals and pages; balances and records follow the live
 * feed's `wallet` channel without a reload.
 */
export const UserAssetsPage = observer(function UserAssetsPage() {
  const { t } = useTranslation();
  const api = useInjection(ApiClient);
  const liveFeed = useInjection(DeferredLiveFeed);
  const { language } = useInjection(LanguageStore);
  const [stores] = useState(() => {
    const wallet = new WalletService({ api });
    return { figures: new WalletFiguresStore({ wallet }), records: new WalletRecordsStore({ wallet }) };
  });
  const { figures, records } = stores;
  const [address, go] = useWalletAddress();
  const filtersKey = JSON.stringify(address.filters);

  useEffect(() => {
    void figures.load();
  }, [figures]);

  useEffect(() => {
    void records.open(address);
  }, [records, address.kind, filtersKey, address.page]);

  // A balance change on the platform (a deposit, a withdrawal moving on) updates tiles and records.
  useEffect(() => {
    let active = true;
    const unsubscribe: (() => void)[] = [];
    void liveFeed.load().then((feed) => {
      if (active) unsubscribe.push(figures.follow(feed), records.follow(feed));
    });
    return () => {
      active = false;
      for (const stop of unsubscribe) stop();
    };
  }, [figures, records, liveFeed]);

  // The store may settle on another page (the last one, when the address went past it).
  useEffect(() => {
    if (records.status === 'ready' && records.page !== address.page) go({ page: records.page });
  }, [records.status, records.page]);

  return (
    <MemberPage
      title={t('wallet.title')}
      intro={t('walletPage.intro')}
      actions={
        <Link className="button button-primary" to={PATHS.withdraw}>
          {t('withdraw.title')}
        </Link>
      }
    >
      <WalletFiguresPanel store={figures} view={address.view} onView={(view) => go({ view })} />
      <WalletRecordsPanel store={records} address={address} go={go} language={language} />
    </MemberPage>
  );
});
