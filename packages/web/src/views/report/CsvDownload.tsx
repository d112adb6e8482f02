import {
  FOLLOW_ORDER_CSV_COLUMNS,
  PROFIT_SHARE_CSV_COLUMNS,
  SETTLEMENT_OUTCOME_CSV_COLUMNS,
} from '@signal-portal/core';
import type { ReportTab } from '../../stores/report/report-address.js';
import type { ReportStore } from '../../stores/report/report.store.js';
import { Icon, observer, useTranslation } from '../shared.js';

const HINT_ID = 'report-download-hint';

/** An arrow into a tray. */
const DownloadIcon = ({ size }: { readonly size?: number }) => (
  <Icon size={size}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
  </Icon>
);

/**
 * "Download CSV": a plain link to the server's streamed CSV of the same filters (no paging). The
 * browser saves the response itself, so a file of any size starts at once and never passes through
 * the page's memory; the session cookie and the site token in the link sign the request (the
 * server accepts the token in the query on its CSV routes only). The server names the file after the
 * report and its dates.
 */
export const CsvDownload = observer(function CsvDownload({ store }: { readonly store: ReportStore }) {
  const { t } = useTranslation();
  const url = store.downloadUrl;
  return (
    <div className="report-download">
      {url === null ? (
        <button type="button" className="button button-primary" disabled aria-describedby={HINT_ID}>
          <DownloadIcon size={18} />
          {t('reportPage.download.label')}
        </button>
      ) : (
        <a className="button button-primary" href={url} download aria-describedby={HINT_ID}>
          <DownloadIcon size={18} />
          {t('reportPage.download.label')}
        </a>
      )}
      <span id={HINT_ID} className="report-download-hint">
        {url === null ? t('reportPage.download.unavailable') : t('reportPage.download.hint')}
      </span>
    </div>
  );
});

/** What the CSV holds and how it is written, in short; docs/report-csv.md has every column. */
export const AboutCsv = ({ tab }: { readonly tab: ReportTab }) => {
  const { t } = useTranslation();
  const columns =
    tab === 'orders'
      ? FOLLOW_ORDER_CSV_COLUMNS
      : tab === 'ledger'
        ? SETTLEMENT_OUTCOME_CSV_COLUMNS
        : PROFIT_SHARE_CSV_COLUMNS;
  return (
    <details className="report-csv-about">
      <summary>{t('reportPage.csv.about')}</summary>
      <p>{t('reportPage.csv.lines')}</p>
      <p>{t('reportPage.csv.columns', { columns: columns.join(', ') })}</p>
      <p>{t('reportPage.csv.format')}</p>
      {tab === 'ledger' && <p>{t('reportPage.csv.ledger')}</p>}
      <p>{t('reportPage.csv.more')}</p>
    </details>
  );
};
