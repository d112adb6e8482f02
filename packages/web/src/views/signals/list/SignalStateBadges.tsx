import { errorMessageKey, isErrorCode, runningStateOf, type Signal } from '@signal-portal/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/kit/index.js';
import { CONNECTION_TONES, REVIEW_TONES, RUNNING_TONES } from '../state-tones.js';

/**
 * The signal's three states as badges (review, running, connection), each named for a screen reader;
 * a lost connection in red with its reason written out, and a copy stop at the margin call level.
 */
export const SignalStateBadges = ({ signal }: { readonly signal: Signal }) => {
  // The lost reason is an error message, whose texts may arrive after the row is drawn: the app's
  // i18next re-renders on added texts (bindI18nStore).
  const { t } = useTranslation();
  const running = runningStateOf(signal);
  const reason = signal.info.reason;
  return (
    <div className="signal-states">
      <div className="signal-badges">
        <Badge tone={REVIEW_TONES[signal.status]}>
          <span className="visually-hidden">{t('signalList.stateLabels.review')}: </span>
          {t(`signal.status.${signal.status}`)}
        </Badge>
        <Badge tone={RUNNING_TONES[running]}>
          <span className="visually-hidden">{t('signalList.stateLabels.running')}: </span>
          {t(`signal.runningState.${running}`)}
        </Badge>
        <Badge tone={CONNECTION_TONES[signal.connStatus]}>
          <span className="visually-hidden">{t('signalList.stateLabels.connection')}: </span>
          {t(`signal.connStatus.${signal.connStatus}`)}
        </Badge>
      </div>
      {signal.connStatus === 'LOST' && reason !== '' && (
        <p className="signal-state-note signal-state-lost">
          {t('signalList.lostReason', {
            reason: isErrorCode(reason) ? t(errorMessageKey(reason)) : reason,
          })}
        </p>
      )}
      {signal.info.stopMtcp && (
        <p className="signal-state-note signal-state-warning">{t('signal.hints.marginCallStopped')}</p>
      )}
    </div>
  );
};
