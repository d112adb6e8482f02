import { isLanguage, type Language, type Order, type OrderStatus } from '@signal-portal/core';
import { formatDateTime, formatMoney } from '../../../format.js';
import { ORDER_PAGE_SIZE, type TwOrderStore } from '../../../stores/signals/tw-order.store.js';
import {
  Badge,
  EmptyState,
  ErrorState,
  Pager,
  Skeleton,
  type BadgeTone,
} from '../../components/kit/index.js';
import { LiveFeedStore, observer, useInjection, useTranslation } from '../../shared.js';

const STATUS_TONE: Readonly<Record<OrderStatus, BadgeTone>> = { SUBMITTED: 'success', PENDING: 'warning' };

/** Shares are whole: grouped per language without decimals. */
const shares = (volume: string, language: Language): string => formatMoney(volume, language, 0);

const OrderRow = ({
  order,
  language,
  fresh,
}: {
  readonly order: Order;
  readonly language: Language;
  readonly fresh: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <tr className={fresh ? 'tw-order-fresh' : undefined} data-order-id={order.id}>
      <td className="card-title" data-label={t('order.fields.tradingType')}>
        <span className="tw-order-side-text">{t(`order.tradingType.${order.tradingType}`)}</span>
      </td>
      <td data-label={t('order.fields.orderType')}>{t(`order.orderType.${order.orderType}`)}</td>
      <td data-label={t('order.fields.symbol')}>{order.symbol}</td>
      <td className="numeric" data-label={t('order.fields.volume')}>
        {shares(order.volume, language)}
      </td>
      <td className="numeric" data-label={t('order.fields.price')}>
        {order.price === '' ? (
          <span className="value-absent" title={t('twOrder.history.noPrice')}>
            —<span className="visually-hidden">{t('twOrder.history.noPrice')}</span>
          </span>
        ) : (
          formatMoney(order.price, language)
        )}
      </td>
      <td data-label={t('order.fields.time')}>
        <time dateTime={order.time}>{formatDateTime(order.time, language)}</time>
      </td>
      <td data-label={t('order.fields.status')}>
        <Badge tone={STATUS_TONE[order.status]}>{t(`order.status.${order.status}`)}</Badge>
      </td>
    </tr>
  );
};

/** The signal's orders, newest first, page by page; the live feed adds and updates rows in place. */
export const OrderHistory = observer(function OrderHistory({ store }: { readonly store: TwOrderStore }) {
  const { t, i18n } = useTranslation();
  const live = useInjection(LiveFeedStore).connected;
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const changed = store.lastChanged;
  const body = (() => {
    if (store.historyStatus === 'failed' && store.historyErrorCode !== null) {
      return <ErrorState code={store.historyErrorCode} onRetry={() => void store.loadHistory(store.page)} />;
    }
    if (store.historyStatus !== 'ready' && store.orders.length === 0) return <Skeleton rows={4} />;
    if (store.orders.length === 0) {
      return <EmptyState title={t('twOrder.history.emptyTitle')} text={t('twOrder.history.emptyText')} />;
    }
    return (
      <>
        <table className="data-table tw-order-table">
          <caption className="visually-hidden">{t('twOrder.history.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.fields.tradingType')}</th>
              <th scope="col">{t('order.fields.orderType')}</th>
              <th scope="col">{t('order.fields.symbol')}</th>
              <th scope="col" className="numeric">
                {t('order.fields.volume')}
              </th>
              <th scope="col" className="numeric">
                {t('order.fields.price')}
              </th>
              <th scope="col">{t('order.fields.time')}</th>
              <th scope="col">{t('order.fields.status')}</th>
            </tr>
          </thead>
          <tbody>
            {store.orders.map((order) => (
              <OrderRow key={order.id} order={order} language={language} fresh={order.id === changed?.id} />
            ))}
          </tbody>
        </table>
        <Pager
          page={store.page}
          pageSize={ORDER_PAGE_SIZE}
          total={store.total}
          disabled={store.historyStatus === 'loading'}
          onPage={(page) => void store.loadHistory(page)}
        />
      </>
    );
  })();
  return (
    <section className="panel tw-order-history" aria-labelledby="tw-order-history">
      <div className="tw-order-history-head">
        <h2 id="tw-order-history">{t('order.history')}</h2>
        <span className={live ? 'tw-order-live' : 'tw-order-live tw-order-live-off'}>
          <span className="tw-order-live-dot" aria-hidden="true" />
          {live ? t('twOrder.history.live') : t('twOrder.history.offline')}
        </span>
        {store.total > 0 && (
          <span className="tw-order-count">{t('common.totalCount', { count: store.total })}</span>
        )}
      </div>
      {body}
      <p className="visually-hidden" aria-live="polite">
        {changed &&
          t('twOrder.history.changed', {
            symbol: changed.symbol,
            volume: shares(changed.volume, language),
            status: t(`order.status.${changed.status}`),
          })}
      </p>
    </section>
  );
});
