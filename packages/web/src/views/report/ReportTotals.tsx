import type {
  FollowOrderTotals,
  Language,
  ProfitShareTotals,
  SettlementOutcomeTotals,
} from '@signal-portal/core';
import { formatCurrency, formatNumber } from '../../format.js';
import { useTranslation } from '../shared.js';
import { formatVolume } from './format-report.js';

const TITLE_ID = 'report-totals-title';

/**
 * The totals of everything the filters match, on every page (the server sums them), under the table.
 * Exactly one of `shares`, `outcomes` and `orders` is given.
 */
export const ReportTotals = ({
  shares,
  outcomes,
  orders,
  language,
}: {
  readonly shares?: ProfitShareTotals | null;
  readonly outcomes?: SettlementOutcomeTotals | null;
  readonly orders?: FollowOrderTotals | null;
  readonly language: Language;
}) => {
  const { t } = useTranslation();
  const usd = (value: string) => formatCurrency(value, 'USD', language);
  const figures: readonly (readonly [string, string])[] = shares
    ? [
        [t('reportPage.totals.records'), formatNumber(shares.records, language, 0)],
        [t('report.record.profitShare'), usd(shares.profitShare)],
        [t('reportPage.columns.fee'), usd(shares.fee)],
        [t('report.record.receive'), usd(shares.receive)],
      ]
    : outcomes
      ? [
          [t('reportPage.totals.records'), formatNumber(outcomes.records, language, 0)],
          [t('reportPage.ledgerTotals.settled'), formatNumber(outcomes.settled, language, 0)],
          [t('reportPage.ledgerTotals.resettled'), formatNumber(outcomes.resettled, language, 0)],
          [t('reportPage.ledgerTotals.nothingDue'), formatNumber(outcomes.nothingDue, language, 0)],
          [t('reportPage.ledgerTotals.deferred'), formatNumber(outcomes.deferred, language, 0)],
          [t('reportPage.ledgerTotals.receive'), usd(outcomes.receive)],
        ]
      : orders
        ? [
            [t('reportPage.totals.records'), formatNumber(orders.records, language, 0)],
            [t('report.order.followOrders'), formatNumber(orders.followOrders, language, 0)],
            [t('report.order.followVolume'), formatVolume(orders.followVolume, language)],
            [t('report.order.profit'), usd(orders.profit)],
          ]
        : [];
  if (figures.length === 0) return null;
  return (
    <section className="report-totals" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className="report-totals-title">
        {t('reportPage.totals.title')}
      </h2>
      <dl className={`report-totals-figures${figures.length > 4 ? ' report-totals-figures-six' : ''}`}>
        {figures.map(([label, value]) => (
          <div key={label} className="report-total">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
