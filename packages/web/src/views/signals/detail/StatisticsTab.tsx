import type { Language, PerformanceReport, Signal } from '@signal-portal/core';
import { useTranslation } from 'react-i18next';
import { FIGURE_GROUP_ORDER, FIGURE_GROUPS, figureLabel, figureValue } from './figures.js';
import { FigureText } from './FigureTiles.js';
import { FigureTip } from './FigureTip.js';

/** Every figure of the report and the followers', by group in two columns; absent ones with their reason. */
export const StatisticsTab = ({
  report,
  signal,
  language,
}: {
  readonly report: PerformanceReport;
  readonly signal: Signal;
  readonly language: Language;
}) => {
  const { t } = useTranslation();
  return (
    <div className="statistics-grid">
      {FIGURE_GROUP_ORDER.map((group) => (
        <section key={group} className="statistics-group" aria-labelledby={`statistics-${group}`}>
          <h3 id={`statistics-${group}`} className="statistics-title">
            {t(`signalDetail.groups.${group}`)}
          </h3>
          <dl className="statistics-list">
            {FIGURE_GROUPS[group].map((id) => (
              <div key={id} className="statistics-row" data-figure={id}>
                <dt>
                  {figureLabel(id, t)}
                  <FigureTip id={id} report={report} />
                </dt>
                <dd>
                  <FigureText value={figureValue(id, { signal, report, language, t })} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
};
