import { isLanguage } from '@signal-portal/core';
import { formatNumber } from '../../format.js';
import type { ReferralStore } from '../../stores/referral/referral.store.js';
import { observer, useTranslation } from '../shared.js';
import { formatTokenAmount } from './format-tokens.js';

/** The figures in tiles: successful referrals, what they earned, and every reward together. */
export const ReferralFigures = observer(function ReferralFigures({
  store,
}: {
  readonly store: ReferralStore;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const referral = store.referral;
  if (referral === null) return null;
  const tokens = (value: string) => t('referralPage.tokens', { amount: formatTokenAmount(value, language) });
  return (
    <section className="referral-figures" aria-label={t('referralPage.figures.label')}>
      <dl className="referral-tiles">
        <div className="referral-tile" data-figure="successCount">
          <dt>{t('referral.successCount')}</dt>
          <dd>{formatNumber(referral.successCount, language, 0)}</dd>
        </div>
        <div className="referral-tile" data-figure="referralRewards">
          <dt>{t('referralPage.figures.referralRewards')}</dt>
          <dd>{tokens(referral.totalReward)}</dd>
        </div>
        <div className="referral-tile" data-figure="allRewards">
          <dt>{t('referralPage.figures.allRewards')}</dt>
          <dd>{tokens(store.overall.total)}</dd>
          <dd className="referral-tile-hint">{t('referralPage.figures.allRewardsHint')}</dd>
        </div>
      </dl>
    </section>
  );
});
