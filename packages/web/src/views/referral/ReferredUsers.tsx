import { isLanguage } from '@signal-portal/core';
import { formatDateTime, formatNumber } from '../../format.js';
import { REFERRED_USERS_PAGE_SIZE, type ReferralStore } from '../../stores/referral/referral.store.js';
import { EmptyState, Pager } from '../components/kit/index.js';
import { observer, useTranslation } from '../shared.js';
import { formatTokenAmount } from './format-tokens.js';

/** Who joined with the member's link or code, newest first, with the reward each brought. */
export const ReferredUsers = observer(function ReferredUsers({ store }: { readonly store: ReferralStore }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const referral = store.referral;
  if (referral === null) return null;
  return (
    <section className="panel referral-users" aria-labelledby="referral-users-title">
      <div className="referral-users-head">
        <h2 id="referral-users-title">{t('referralPage.users.title')}</h2>
        {referral.successCount > 0 && (
          <span className="referral-count">
            {t('common.totalCount', { count: formatNumber(referral.successCount, language, 0) })}
          </span>
        )}
      </div>
      {store.users.length === 0 ? (
        <EmptyState title={t('referralPage.users.emptyTitle')} text={t('referral.empty')} />
      ) : (
        <>
          <table className="data-table referral-users-table">
            <caption className="visually-hidden">{t('referralPage.users.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('referral.user')}</th>
                <th scope="col">{t('referral.joinTime')}</th>
                <th scope="col" className="numeric">
                  {t('referral.reward')}
                </th>
              </tr>
            </thead>
            <tbody>
              {store.shownUsers.map((user) => (
                <tr key={`${user.username}-${user.joinedAt}`} data-username={user.username}>
                  <td className="card-title" data-label={t('referral.user')}>
                    {user.username}
                  </td>
                  <td data-label={t('referral.joinTime')}>
                    <time dateTime={user.joinedAt}>{formatDateTime(user.joinedAt, language)}</time>
                  </td>
                  <td className="numeric" data-label={t('referral.reward')}>
                    {t('referralPage.tokens', { amount: formatTokenAmount(user.reward, language) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={store.page}
            pageSize={REFERRED_USERS_PAGE_SIZE}
            total={store.users.length}
            onPage={(page) => store.showPage(page)}
          />
          {store.listIsPartial && (
            <p className="field-hint referral-partial">
              {t('referralPage.users.partial', {
                shown: formatNumber(store.users.length, language, 0),
                count: formatNumber(referral.successCount, language, 0),
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
});
