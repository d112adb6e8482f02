import type { Language, Signal } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SignalDetailStore } from '../../../stores/signals/signal-detail.store.js';
import { figureLabel, figureValue, TILE_FIGURES, type FigureValue } from './figures.js';
import { FigureTip } from './FigureTip.js';
import { formatTimeAgo } from './relative-time.js';

const toneClass = (value: FigureValue): string =>
  !value.present
    ? 'value-absent'
    : value.tone === 'positive'
      ? 'value-positive'
      : value.tone === 'negative'
        ? 'value-negative'
        : '';

/** A figure's value, or its reason in place of a number. */
export const FigureText = ({ value }: { readonly value: FigureValue }) =>
  value.present ? (
    <>
      <span className={`figure-value ${toneClass(value)}`}>{value.text}</span>
      {value.secondary && <span className="figure-secondary">{value.secondary}</span>}
    </>
  ) : (
    <span className="figure-absent value-absent">{value.reason}</span>
  );

/** The key figures in tiles, each with its "i", and when they were calculated. */
export const FigureTiles = observer(function FigureTiles({
  store,
  signal,
  language,
}: {
  readonly store: SignalDetailStore;
  readonly signal: Signal;
  readonly language: Language;
}) {
  const { t } = useTranslation();
  const report = store.performance;
  return (
    <div className="detail-figures">
      <h3 className="visually-hidden">{t('signalDetail.keyFigures')}</h3>
      <ul className="figure-tiles">
        {TILE_FIGURES.map((id) => (
          <li key={id} className="figure-tile" data-figure={id}>
            <span className="figure-label">
              {figureLabel(id, t)}
              <FigureTip id={id} report={report} />
            </span>
            <FigureText value={figureValue(id, { signal, report, language, t })} />
          </li>
        ))}
      </ul>
      <p className="figure-updated">
        {report !== null && (
          <span data-testid="figures-updated">
            {t('signalDetail.updatedAgo', { ago: formatTimeAgo(report.updatedAt, store.nowMs, language) })}
            {' · '}
          </span>
        )}
        {t('signalDetail.refreshNote')}
      </p>
    </div>
  );
});
