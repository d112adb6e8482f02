import type { PerformanceReport } from '@signal-portal/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoTip } from '../../components/kit/index.js';
import { figureAnchor, figureLabel, figureTipLines, isReportFigure, type FigureId } from './figures.js';

/** Opens the definitions section and brings a figure's definition into view, focused. */
export const showDefinition = (id: FigureId): void => {
  const target = document.getElementById(figureAnchor(id));
  if (!target) return;
  const section = target.closest('details');
  if (section) section.open = true;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
};

/**
 * The "i" beside a figure: its definition, window, annualisation and formula version, and a link to
 * its entry in "How these figures are computed".
 */
export const FigureTip = ({
  id,
  report,
}: {
  readonly id: FigureId;
  readonly report: PerformanceReport | null;
}) => {
  const { t } = useTranslation();
  const lines = figureTipLines(id, report, t);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    showDefinition(id);
  };
  return (
    <InfoTip label={figureLabel(id, t)}>
      <span className="figure-tip-line">{lines.definition}</span>
      {lines.window && <span className="figure-tip-line">{lines.window}</span>}
      {lines.annualisation && <span className="figure-tip-line">{lines.annualisation}</span>}
      {lines.formulaVersion && <span className="figure-tip-line">{lines.formulaVersion}</span>}
      {!isReportFigure(id) && <span className="figure-tip-line">{t('signalDetail.tip.live')}</span>}
      <a
        className="figure-tip-link"
        href={`#${figureAnchor(id)}`}
        // Keeps the focus (and so the tip) on the "i" until the click lands on the link.
        onMouseDown={(event) => event.preventDefault()}
        onClick={open}
      >
        {t('signalDetail.tip.howComputed')}
      </a>
    </InfoTip>
  );
};
