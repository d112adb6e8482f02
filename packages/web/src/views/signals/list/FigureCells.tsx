import type { MetricAbsenceReason, Signal } from '@signal-portal/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPercent } from '../../../format.js';
import { InfoTip } from '../../components/kit/index.js';
import { useLanguage } from './language.js';

type ReturnField = 'apr7' | 'apr30' | 'apr180';

/** A figure that is not there: a dash, and why on hover, focus or tap. */
export const AbsentValue = ({ label, reason }: { readonly label: string; readonly reason: string }) => (
  <span className="value-absent signal-absent">
    <span aria-hidden="true">—</span>
    <InfoTip label={label}>{reason}</InfoTip>
  </span>
);

/** Why a figure of a signal without performance is missing: being calculated, or not connected yet. */
const useNoPerformanceReason = (signal: Signal): string => {
  const { t } = useTranslation();
  return signal.connStatus === 'CONNECTING' || signal.connStatus === 'CALCULATING'
    ? t('signalList.absent.calculating')
    : t('signalList.absent.notConnected');
};

/** A 7/30/180-day return with its sign coloured, or a dash with the reason it is absent. */
export const ReturnValue = ({
  signal,
  field,
  label,
}: {
  readonly signal: Signal;
  readonly field: ReturnField;
  readonly label: string;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const noPerformance = useNoPerformanceReason(signal);
  const performance = signal.performance;
  if (performance === null) return <AbsentValue label={label} reason={noPerformance} />;
  const value = performance[field];
  if (value === null) {
    const why: MetricAbsenceReason | undefined = performance.absent[field];
    return (
      <AbsentValue
        label={label}
        reason={why === undefined ? t('performance.notEnoughHistory') : t(`performance.absent.${why}`)}
      />
    );
  }
  const tone = value > 0 ? 'value-positive' : value < 0 ? 'value-negative' : '';
  return <span className={tone}>{formatPercent(value, language, { signed: true })}</span>;
};

/** When the account last reported: the performance's last update. */
export const LastActiveValue = ({ signal, label }: { readonly signal: Signal; readonly label: string }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const noPerformance = useNoPerformanceReason(signal);
  const updatedAt = signal.performance?.updatedAt;
  if (updatedAt === undefined)
    return (
      <AbsentValue
        label={label}
        reason={signal.connStatus === 'DISCONNECTED' ? noPerformance : t('signalList.absent.noData')}
      />
    );
  return <time dateTime={updatedAt}>{formatDateTime(updatedAt, language)}</time>;
};
