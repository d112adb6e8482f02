import { useRef } from 'react';
import { formatCurrency } from '../../format.js';
import type { HistoryFilters as Filters } from '../../stores/withdraw/history-query.js';
import { HISTORY_PAGE_SIZE } from '../../stores/withdraw/withdraw-history.store.js';
import type { WithdrawPageStore } from '../../stores/withdraw/withdraw-page.store.js';
import { ConfirmDialog, EmptyState, ErrorState, Pager, Skeleton } from '../components/kit/index.js';
import { LanguageStore, LiveFeedStore, observer, useInjection, useTranslation } from '../shared.js';
import { HistoryFilters } from './HistoryFilters.js';
import { WithdrawalRow } from './WithdrawalRow.js';

/**
 * The member's withdrawals under the filters of the address, page by page; the live feed changes rows
 * in place. Cancel asks first: it cannot be undone.
 */
export const WithdrawHistory = observer(function WithdrawHistory({
  page,
  onFilters,
  onPage,
}: {
  readonly page: WithdrawPageStore;
  readonly onFilters: (next: Partial<Filters>) => void;
  readonly onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { language } = useInjection(LanguageStore);
  const live = useInjection(LiveFeedStore).connected;
  const history = page.history;
  const panel = useRef<HTMLElement>(null);
  const changed = history.lastChanged;
  const target = history.cancelTarget;
  const usd = (value: string) => formatCurrency(value, 'USD', language);

  const body = (() => {
    if (history.filterProblem !== null) return null;
    if (history.status === 'failed' && history.errorCode !== null)
      return <ErrorState code={history.errorCode} onRetry={() => void history.retry()} />;
    if (history.status !== 'ready') return <Skeleton rows={4} height={44} />;
    if (history.rows.length === 0)
      return history.filtered ? (
        <EmptyState
          title={t('withdrawPage.history.emptyFilteredTitle')}
          text={t('withdrawPage.history.emptyFiltered')}
        />
      ) : (
        <EmptyState title={t('withdrawPage.history.emptyTitle')} text={t('withdrawPage.history.emptyText')} />
      );
    return (
      <>
        <table className="data-table withdraw-table">
          <caption className="visually-hidden">{t('withdrawPage.history.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('withdrawPage.history.columns.applied')}</th>
              <th scope="col">{t('withdrawPage.history.columns.method')}</th>
              <th scope="col" className="numeric">
                {t('withdrawPage.history.columns.amount')}
              </th>
              <th scope="col" className="numeric">
                {t('withdrawPage.history.columns.fee')}
              </th>
              <th scope="col" className="numeric">
                {t('withdrawPage.history.columns.receive')}
              </th>
              <th scope="col">{t('withdrawPage.history.columns.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {history.rows.map((w) => (
              <WithdrawalRow
                key={w.id}
                withdrawal={w}
                config={page.form.config}
                language={language}
                fresh={w.id === changed?.id}
                cancellable={history.canCancel(w)}
                onCancel={() => history.askCancel(w)}
              />
            ))}
          </tbody>
        </table>
        <Pager
          page={history.page}
          pageSize={HISTORY_PAGE_SIZE}
          total={history.total}
          disabled={history.status !== 'ready'}
          onPage={onPage}
        />
      </>
    );
  })();

  return (
    <section ref={panel} tabIndex={-1} className="panel withdraw-history" aria-labelledby="withdraw-history">
      <div className="withdraw-history-head">
        <h2 id="withdraw-history">{t('withdraw.history')}</h2>
        <span className={live ? 'withdraw-live' : 'withdraw-live withdraw-live-off'}>
          <span className="withdraw-live-dot" aria-hidden="true" />
          {live ? t('withdrawPage.history.live') : t('withdrawPage.history.offline')}
        </span>
        {history.status === 'ready' && history.total > 0 && (
          <span className="withdraw-count">{t('common.totalCount', { count: history.total })}</span>
        )}
      </div>
      {/* Nothing to filter yet: no withdrawal at all. */}
      {(history.filtered || history.status !== 'ready' || history.total > 0) && (
        <HistoryFilters filters={history.filters} problem={history.filterProblem} onChange={onFilters} />
      )}
      <div aria-busy={history.status === 'loading'}>{body}</div>
      <p className="visually-hidden" aria-live="polite">
        {changed &&
          t('withdrawPage.history.changed', {
            amount: usd(changed.amount),
            status: t(`withdraw.status.${changed.status}`),
          })}
      </p>
      {target && (
        <ConfirmDialog
          title={t('withdraw.cancelTitle')}
          text={t('withdrawPage.cancel.text', { amount: usd(target.amount) })}
          confirmLabel={t('withdraw.cancel')}
          cancelLabel={t('withdrawPage.cancel.keep')}
          danger
          busy={history.cancelling}
          onCancel={() => history.dismissCancel()}
          onConfirm={() =>
            void page.confirmCancel().then(() => panel.current?.focus({ preventScroll: true }))
          }
        />
      )}
    </section>
  );
});
