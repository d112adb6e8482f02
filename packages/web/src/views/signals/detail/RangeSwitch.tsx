import { useTranslation } from 'react-i18next';
import { CHART_RANGES, type ChartRange } from './chart-series.js';

const RANGE_KEYS = { '1M': 'm1', '3M': 'm3', '6M': 'm6', '1Y': 'y1', ALL: 'all' } as const;

/** 1M / 3M / 6M / 1Y / All: a group of toggle buttons, the chosen one pressed. */
export const RangeSwitch = ({
  value,
  onChange,
}: {
  readonly value: ChartRange;
  readonly onChange: (range: ChartRange) => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="range-switch" role="group" aria-label={t('signalDetail.charts.range')}>
      {CHART_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          className="range-option"
          aria-pressed={range === value}
          onClick={() => onChange(range)}
        >
          {t(`signalDetail.charts.ranges.${RANGE_KEYS[range]}`)}
        </button>
      ))}
    </div>
  );
};
