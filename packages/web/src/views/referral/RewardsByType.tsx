import { isLanguage } from '@signal-portal/core';
import { formatNumber } from '../../format.js';
import type { ReferralStore } from '../../stores/referral/referral.store.js';
import { observer, useTranslation } from '../shared.js';
import { formatTokenAmount } from './format-tokens.js';

/** Every reward type of spec section 3: what earns it, how many were received and their total. */
export const RewardsByType = observer(function RewardsByType({ store }: { readonly store: ReferralStore }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const rewards = store.referral?.rewards ?? [];
  const tokens = (value: string) => t('referralPage.tokens', { amount: formatTokenAmount(value, language) });
  return (
    <section className="panel referral-rewards" aria-labelledby="referral-rewards-title">
      <h2 id="referral-rewards-title">{t('referralPage.rewards.title')}</h2>
      <table className="data-table referral-rewards-table">
        <caption className="visually-hidden">{t('referralPage.rewards.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('referralPage.rewards.type')}</th>
            <th scope="col" className="numeric">
              {t('referralPage.rewards.count')}
            </th>
            <th scope="col" className="numeric">
              {t('referralPage.rewards.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rewards.map((row) => (
            <tr
              key={row.type}
              data-reward-type={row.type}
              className={row.count === 0 ? 'referral-none' : undefined}
            >
              <th scope="row" className="card-title">
                <span className="referral-reward-name">{t(`wallet.rewardType.${row.type}`)}</span>
                <span className="field-hint">{t(`referralPage.rewards.hint.${row.type}`)}</span>
              </th>
              <td className="numeric" data-label={t('referralPage.rewards.count')}>
                {formatNumber(row.count, language, 0)}
              </td>
              <td className="numeric" data-label={t('referralPage.rewards.total')}>
                {tokens(row.total)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('referralPage.rewards.sum')}</th>
            <td className="numeric" data-label={t('referralPage.rewards.count')}>
              {formatNumber(store.overall.count, language, 0)}
            </td>
            <td className="numeric" data-label={t('referralPage.rewards.total')}>
              {tokens(store.overall.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
});
