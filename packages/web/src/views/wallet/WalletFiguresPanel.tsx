import {
  ASSET_WALLET_FIGURES,
  PLATFORM_WALLET_FIGURES,
  walletFigureUnit,
  walletFigureValue,
  WALLET_VIEWS,
  type WalletFigureId,
  type WalletView,
} from '@signal-portal/core';
import type { WalletFiguresStore } from '../../stores/wallet/wallet-figures.store.js';
import { ErrorState, InfoTip, Skeleton, tabId, tabPanelId, Tabs } from '../components/kit/index.js';
import { LanguageStore, LiveFeedStore, observer, useInjection, useTranslation } from '../shared.js';
import { tokenText, usdText } from './amounts.js';

const TABS_BASE = 'wallet-view';

const FIGURES: Readonly<Record<WalletView, readonly WalletFigureId[]>> = {
  platform: PLATFORM_WALLET_FIGURES,
  assets: ASSET_WALLET_FIGURES,
};

/** The switch between the platform wallet and the asset wallet, and the shown position's figure tiles. */
export const WalletFiguresPanel = observer(function WalletFiguresPanel({
  store,
  view,
  onView,
}: {
  readonly store: WalletFiguresStore;
  readonly view: WalletView;
  readonly onView: (view: WalletView) => void;
}) {
  const { t } = useTranslation();
  const { language } = useInjection(LanguageStore);
  const live = useInjection(LiveFeedStore).connected;
  const figures = store.figures;

  const valueOf = (id: WalletFigureId): string => {
    if (figures === null) return '';
    const value = walletFigureValue(figures, id);
    return walletFigureUnit(id) === 'USD'
      ? usdText(value, language)
      : tokenText(value, t('walletPage.tokenUnit'), language);
  };

  const content = () => {
    if (figures === null && store.status === 'failed' && store.errorCode)
      return <ErrorState code={store.errorCode} onRetry={() => void store.load()} />;
    if (figures === null) return <Skeleton rows={2} height={48} />;
    return (
      <ul className={`wallet-tiles wallet-tiles-${view}`}>
        {FIGURES[view].map((id) => {
          const label = t(`walletPage.figures.${id}.label`);
          return (
            <li key={id} className="wallet-tile" data-figure={id}>
              <span className="wallet-tile-label">
                {label}
                <InfoTip label={label}>{t(`walletPage.figures.${id}.tip`)}</InfoTip>
              </span>
              <span className="wallet-tile-value">{valueOf(id)}</span>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <section className="panel wallet-figures" aria-label={t('walletPage.switchLabel')}>
      <div className="wallet-figures-head">
        <Tabs
          base={TABS_BASE}
          label={t('walletPage.switchLabel')}
          tabs={WALLET_VIEWS.map((id) => ({
            id,
            label: id === 'platform' ? t('wallet.platformWallet') : t('wallet.assetWallet'),
          }))}
          selected={view}
          onSelect={onView}
        />
        <span className={live ? 'wallet-live' : 'wallet-live wallet-live-off'}>
          <span className="wallet-live-dot" aria-hidden="true" />
          {live ? t('walletPage.live') : t('walletPage.offline')}
        </span>
      </div>
      <div
        className="wallet-figures-tabpanel"
        role="tabpanel"
        id={tabPanelId(TABS_BASE, view)}
        aria-labelledby={tabId(TABS_BASE, view)}
        aria-busy={store.status === 'loading'}
      >
        {content()}
      </div>
    </section>
  );
});
