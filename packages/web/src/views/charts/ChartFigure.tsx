import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A chart with a "table" toggle: the same numbers as an accessible table, for screen readers and for
 * anyone who wants the exact figures. `chart` is only rendered while shown, so a hidden chart costs
 * nothing; `controls` sit beside the toggle (a range switch).
 */
export const ChartFigure = ({
  title,
  note,
  controls,
  chart,
  table,
}: {
  readonly title: string;
  readonly note?: string;
  readonly controls?: ReactNode;
  readonly chart: () => ReactNode;
  readonly table: () => ReactNode;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <figure className="chart-figure" aria-labelledby={headingId}>
      <div className="chart-figure-head">
        <div>
          <h3 id={headingId} className="chart-figure-title">
            {title}
          </h3>
          {note && <p className="chart-figure-note">{note}</p>}
        </div>
        <div className="chart-figure-controls">
          {controls}
          <button
            type="button"
            className="button button-ghost chart-toggle"
            onClick={() => setAsTable((value) => !value)}
          >
            {asTable ? t('kit.showChart') : t('kit.showTable')}
          </button>
        </div>
      </div>
      <div className="chart-figure-body">
        {asTable ? <div className="chart-table">{table()}</div> : chart()}
      </div>
    </figure>
  );
};
