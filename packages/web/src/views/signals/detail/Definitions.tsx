import { FORMULA_VERSION, type PerformanceReport } from '@signal-portal/core';
import { useTranslation } from 'react-i18next';
import { ALL_FIGURES, figureAnchor, figureLabel, figureTipLines } from './figures.js';

/**
 * "How these figures are computed": every figure's definition under an anchor of its own, which the
 * figures' tips link to; the window, annualisation and formula version of the report shown.
 */
export const Definitions = ({ report }: { readonly report: PerformanceReport | null }) => {
  const { t } = useTranslation();
  return (
    <details className="panel definitions" id="figure-definitions">
      <summary>
        <h2 className="definitions-title">{t('signalDetail.definitions.title')}</h2>
      </summary>
      <p className="definitions-intro">
        {t('signalDetail.definitions.intro', { version: report?.formulaVersion ?? FORMULA_VERSION })}
      </p>
      <dl className="definitions-list">
        {ALL_FIGURES.map((id) => {
          const lines = figureTipLines(id, report, t);
          return (
            <div key={id} className="definitions-item" id={figureAnchor(id)} tabIndex={-1}>
              <dt>{figureLabel(id, t)}</dt>
              <dd>
                {lines.definition}
                {lines.window && <span className="definitions-meta">{lines.window}</span>}
                {lines.annualisation && <span className="definitions-meta">{lines.annualisation}</span>}
              </dd>
            </div>
          );
        })}
      </dl>
    </details>
  );
};
