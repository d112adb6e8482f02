import { errorMessageKey, isLanguage, toErrorCode, type Signal } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '../../../format.js';
import type { LinkProgress } from '../../../stores/signals/link-signal.store.js';
import { CheckIcon, ErrorIcon, Link, PATHS, Spinner } from '../../shared.js';

type StepState = 'done' | 'current' | 'failed';

const Step = ({
  state,
  title,
  text,
}: {
  readonly state: StepState;
  readonly title: string;
  readonly text?: string;
}) => (
  <li className={`link-step link-step-${state}`}>
    <span className="link-step-icon" aria-hidden="true">
      {state === 'done' ? (
        <CheckIcon size={18} />
      ) : state === 'failed' ? (
        <ErrorIcon size={18} />
      ) : (
        <Spinner size={18} />
      )}
    </span>
    <div>
      <p className="link-step-title">{title}</p>
      {text && <p className="link-step-text">{text}</p>}
    </div>
  </li>
);

/** The first figures of a new connection: return, profit, max drawdown and trades. */
const FirstFigures = ({ signal }: { readonly signal: Signal }) => {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const performance = signal.performance;
  if (performance === null) return null;
  const rate = performance.rateOfReturn;
  return (
    <dl className="link-figures">
      <div className="link-figure">
        <dt>{t('performance.rateOfReturn')}</dt>
        <dd className={rate === null ? 'value-absent' : rate >= 0 ? 'value-positive' : 'value-negative'}>
          {rate === null ? '—' : formatPercent(rate, language, { signed: true })}
        </dd>
      </div>
      <div className="link-figure">
        <dt>{t('performance.profit')}</dt>
        <dd>{formatMoney(performance.profit, language)}</dd>
      </div>
      <div className="link-figure">
        <dt>{t('performance.maxDrawdown')}</dt>
        <dd>{formatMoney(performance.drawdown, language)}</dd>
      </div>
      <div className="link-figure">
        <dt>{t('performance.tradesTotal')}</dt>
        <dd>{t('signalLink.progress.tradesTotal', { count: performance.tradesTotal })}</dd>
      </div>
    </dl>
  );
};

/**
 * Where the connection stands: linked (or waiting for the sync tool), calculating, the first figures;
 * a polite live region, so the figures' arrival is announced without moving focus.
 */
export const LinkProgressPanel = observer(function LinkProgressPanel({
  signal,
  progress,
  onTryAgain,
}: {
  readonly signal: Signal;
  readonly progress: LinkProgress;
  readonly onTryAgain: () => void;
}) {
  const { t } = useTranslation();
  const linked: StepState = progress === 'waitingTool' || progress === 'linking' ? 'current' : 'done';
  return (
    <section
      className="panel link-progress"
      aria-labelledby="link-progress-title"
      data-conn-status={signal.connStatus}
      data-progress={progress}
    >
      <h2 id="link-progress-title">{t('signalLink.progress.label')}</h2>
      <div aria-live="polite">
        <ol className="link-steps">
          {progress === 'waitingTool' ? (
            <Step
              state="current"
              title={t('signalLink.progress.waitingTool')}
              text={t('signalLink.progress.waitingToolText')}
            />
          ) : (
            <Step state={linked} title={t('signalLink.progress.linked')} />
          )}
          {progress === 'calculating' && (
            <Step
              state="current"
              title={t('signalLink.progress.calculating')}
              text={t('signalLink.progress.calculatingText')}
            />
          )}
          {progress === 'arrived' && (
            <Step
              state="done"
              title={t('signalLink.progress.arrived')}
              text={t('signalLink.progress.arrivedText')}
            />
          )}
          {progress === 'lost' && (
            <Step
              state="failed"
              title={t('signalLink.progress.lost')}
              text={
                signal.info.reason !== '' ? t(errorMessageKey(toErrorCode(signal.info.reason))) : undefined
              }
            />
          )}
        </ol>
        {progress === 'arrived' && <FirstFigures signal={signal} />}
      </div>
      <div className="link-next">
        {progress === 'lost' ? (
          <button type="button" className="button button-primary" onClick={onTryAgain}>
            {t('signal.actions.reconnect')}
          </button>
        ) : (
          <Link
            className={`button ${progress === 'arrived' ? 'button-primary' : 'button-secondary'}`}
            to={PATHS.symbolList(signal.id)}
          >
            {t('signal.actions.matchSymbols')}
          </Link>
        )}
        <Link className="button button-ghost" to={PATHS.signalDetail(signal.id)}>
          {t('signal.actions.viewDetails')}
        </Link>
      </div>
    </section>
  );
});
