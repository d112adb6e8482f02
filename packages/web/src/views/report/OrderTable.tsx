import type { FollowOrderRecord, Language } from '@signal-portal/core';
import { formatMoney, formatNumber } from '../../format.js';
import { useTranslation } from '../shared.js';
import { formatReportTime, formatVolume, signClass } from './format-report.js';

const OrderRow = ({
  order,
  language,
}: {
  readonly order: FollowOrderRecord;
  readonly language: Language;
}) => {
  const { t } = useTranslation();
  return (
    <tr data-record-id={order.id}>
      <td className="card-title" data-label={t('report.order.signalName')}>
        {order.signalName}
      </td>
      <td data-label={t('report.order.orderId')}>{order.orderId}</td>
      <td data-label={t('report.order.ticket')}>{order.ticket}</td>
      <td data-label={t('report.order.symbol')}>{order.symbol}</td>
      <td data-label={t('report.order.side')}>{t(`order.tradingType.${order.side}`)}</td>
      <td className="numeric" data-label={t('report.order.impactVolume')}>
        {formatVolume(order.impactVolume, language)}
      </td>
      <td className="numeric" data-label={t('report.order.followOrders')}>
        {formatNumber(order.followOrders, language, 0)}
      </td>
      <td className="numeric" data-label={t('report.order.followVolume')}>
        {formatVolume(order.followVolume, language)}
      </td>
      <td className="numeric" data-label={t('report.order.profit')}>
        <span className={signClass(order.profit)}>{formatMoney(order.profit, language)}</span>
      </td>
      <td data-label={t('reportPage.columns.openCloseTime')}>
        <span className="report-times">
          <time dateTime={order.openTime}>{formatReportTime(order.openTime, language)}</time>
          {order.closeTime === null ? (
            <span className="value-absent">{t('reportPage.stillOpen')}</span>
          ) : (
            <time dateTime={order.closeTime}>{formatReportTime(order.closeTime, language)}</time>
          )}
        </span>
      </td>
    </tr>
  );
};

/** Orders of the member's signals that followers' robots copied; cards on a phone. */
export const OrderTable = ({
  orders,
  language,
}: {
  readonly orders: readonly FollowOrderRecord[];
  readonly language: Language;
}) => {
  const { t } = useTranslation();
  return (
    <div className="report-table-wrap">
      <table className="data-table report-table">
        <caption className="visually-hidden">{t('reportPage.captions.orders')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('report.order.signalName')}</th>
            <th scope="col">{t('report.order.orderId')}</th>
            <th scope="col">{t('report.order.ticket')}</th>
            <th scope="col">{t('report.order.symbol')}</th>
            <th scope="col">{t('report.order.side')}</th>
            <th scope="col" className="numeric">
              {t('report.order.impactVolume')}
            </th>
            <th scope="col" className="numeric">
              {t('report.order.followOrders')}
            </th>
            <th scope="col" className="numeric">
              {t('report.order.followVolume')}
            </th>
            <th scope="col" className="numeric">
              {t('report.order.profit')}
            </th>
            <th scope="col">{t('reportPage.columns.openCloseTime')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} language={language} />
          ))}
        </tbody>
      </table>
    </div>
  );
};
