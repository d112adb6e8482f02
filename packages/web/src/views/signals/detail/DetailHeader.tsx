import {
  errorMessageKey,
  isErrorCode,
  runningStateOf,
  type Language,
  type Signal,
} from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SignalDetailStore } from '../../../stores/signals/signal-detail.store.js';
import { Badge } from '../../components/kit/index.js';
import { CONNECTION_TONES, REVIEW_TONES, RUNNING_TONES } from '../state-tones.js';
import { SignalActions } from '../actions/SignalActions.js';
import { FigureTiles } from './FigureTiles.js';

/** The reason a connection was lost, translated when it is one of the platform's codes. */
export const useLostReason = (signal: Signal): string | null => {
  const { t } = useTranslation();
  const reason = signal.info.reason;
  if (reason === '') return null;
  return isErrorCode(reason) ? t(errorMessageKey(reason)) : reason;
};

/**
 * The head of the detail page: image, platform and connection method, the three state badges, the
 * signal's actions (as the core's rules allow them: an archived signal keeps only delete), the
 * read-only notice of an archived signal, and the strip of key figures.
 */
export const DetailHeader = observer(function DetailHeader({
  store,
  signal,
  language,
}: {
  readonly store: SignalDetailStore;
  readonly signal: Signal;
  readonly language: Language;
}) {
  const { t } = useTranslation();
  const running = runningStateOf(signal);
  const lostReason = useLostReason(signal);
  return (
    <section className="panel detail-head" aria-labelledby="detail-summary-title">
      <div className="detail-identity">
        {signal.headshot === '' ? (
          <span className="detail-avatar detail-avatar-initial" aria-hidden="true">
            {signal.name.slice(0, 1).toUpperCase()}
          </span>
        ) : (
          <img className="detail-avatar" src={signal.headshot} alt="" width={64} height={64} />
        )}
        <div className="detail-identity-text">
          <h2 id="detail-summary-title" className="detail-platform">
            {t('signalDetail.platformAndMethod', {
              platform: t(`signal.platform.${signal.platform}`),
              method: t(`signal.connMethod.${signal.connMethod}`),
            })}
          </h2>
          <div className="detail-badges">
            <Badge tone={REVIEW_TONES[signal.status]}>{t(`signal.status.${signal.status}`)}</Badge>
            <Badge tone={RUNNING_TONES[running]}>{t(`signal.runningState.${running}`)}</Badge>
            <Badge tone={CONNECTION_TONES[signal.connStatus]} {...(lostReason ? { title: lostReason } : {})}>
              {t(`signal.connStatus.${signal.connStatus}`)}
            </Badge>
          </div>
          {signal.connStatus === 'LOST' && lostReason !== null && (
            <p className="detail-note detail-note-danger">
              {t('signalDetail.connection.lostReason')}: {lostReason}
            </p>
          )}
          {signal.info.stopMtcp && (
            <p className="detail-note detail-note-warning">{t('signal.hints.marginCallStopped')}</p>
          )}
        </div>
      </div>
      <div className="detail-actions">
        <SignalActions signal={signal} onChanged={(next) => store.applySignal(next)} variant="bar" />
      </div>
      {store.readOnly && (
        <div className="detail-read-only" role="note">
          <strong>{t('signalDetail.readOnlyTitle')}</strong>
          <span>{t('signalDetail.readOnlyText')}</span>
        </div>
      )}
      <FigureTiles store={store} signal={signal} language={language} />
    </section>
  );
});
