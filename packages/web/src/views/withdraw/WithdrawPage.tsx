import { AccountsService, ApiClient, WithdrawalsService } from '@signal-portal/core';
import { useEffect, useState } from 'react';
import { BrowserRandom } from '../../adapters/browser-random.js';
import { WithdrawPageStore } from '../../stores/withdraw/withdraw-page.store.js';
import { ErrorState, Skeleton } from '../components/kit/index.js';
import { MemberPage } from '../member/MemberPage.js';
import { numberSeparatorsOf } from '../../format.js';
import { LanguageStore, observer, UiStore, useInjection, useTranslation, WalletStore } from '../shared.js';
import { KycGate } from './KycGate.js';
import { useHistoryAddress } from './use-history-address.js';
import { useWithdrawalsFeed } from './use-withdrawals-feed.js';
import { WithdrawForm } from './WithdrawForm.js';
import { WithdrawHistory } from './WithdrawHistory.js';
import './withdraw.css';

/** The form, or the identity-verification gate in its place, with its load states. */
const ApplySection = observer(function ApplySection({ page }: { readonly page: WithdrawPageStore }) {
  const form = page.form;
  if (form.status === 'failed' && form.errorCode !== null)
    return (
      <section className="panel">
        <ErrorState code={form.errorCode} onRetry={() => void page.start()} />
      </section>
    );
  if (form.status !== 'ready' || form.kycStatus === null)
    return (
      <section className="panel">
        <Skeleton rows={6} height={40} />
      </section>
    );
  if (form.kycBlocked) return <KycGate status={form.kycStatus} />;
  return <WithdrawForm page={page} />;
});

/**
 * /withdraw: apply for a withdrawal by wire or crypto with a live quote (after identity verification),
 * and the history with its filters, live status changes and cancel.
 */
export const WithdrawPage = observer(function WithdrawPage() {
  const { t } = useTranslation();
  const api = useInjection(ApiClient);
  const ui = useInjection(UiStore);
  const wallet = useInjection(WalletStore);
  const languages = useInjection(LanguageStore);
  const [page] = useState(
    () =>
      new WithdrawPageStore({
        withdrawals: new WithdrawalsService({ api, random: new BrowserRandom() }),
        accounts: new AccountsService({ api }),
        ui,
        wallet,
        separators: () => numberSeparatorsOf(languages.language),
      }),
  );
  const [address, go] = useHistoryAddress();
  const history = page.history;

  useEffect(() => {
    void page.start();
  }, [page]);
  useEffect(() => page.watchWallet(), [page]);
  useWithdrawalsFeed(page);

  const { status, from, to } = address.filters;
  useEffect(() => {
    void history.open({ status, from, to }, address.page);
  }, [history, status, from, to, address.page]);

  // The store may settle on another page (the last one, when the address went past it).
  useEffect(() => {
    if (history.status === 'ready' && history.page !== address.page) go({ page: history.page });
  }, [history.status, history.page]);

  return (
    <MemberPage title={t('withdraw.title')} intro={t('web.pages.withdraw')}>
      <ApplySection page={page} />
      <WithdrawHistory
        page={page}
        onFilters={(next) => go({ ...next, page: 1 })}
        onPage={(target) => go({ page: target })}
      />
    </MemberPage>
  );
});
