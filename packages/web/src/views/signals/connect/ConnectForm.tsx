import { ApiClient, Clock, errorMessageKey, SignalConnectionService, type Signal } from '@signal-portal/core';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectFormStore } from '../../../stores/signals/connect-form.store.js';
import { TextField } from '../../components/kit/index.js';
import { ErrorIcon, UiStore, useInjection } from '../../shared.js';
import { EaSteps } from './EaSteps.js';
import { SecretField } from './SecretField.js';
import { ServerCombobox } from './ServerCombobox.js';
import './connect.css';

export interface ConnectFormProps {
  readonly signal: Signal;
  readonly mode: 'connect' | 'reconnect';
  /** The signal as the platform answered the accepted connection (CONNECTING or CALCULATING). */
  readonly onConnected: (signal: Signal) => void;
  /** Whether something typed would be lost by leaving. */
  readonly onDirtyChange?: (dirty: boolean) => void;
  /**
   * Whether an EA signal's form repeats the install steps and the token; the wizard shows them as
   * steps of their own before this one.
   */
  readonly eaGuide?: boolean;
}

/**
 * Connects (or reconnects) a signal by its connection method: account link, read-only API key or the
 * EA sync tool. Used by /link-signal/{id} and the creation wizard. A new signal or mode starts a new form.
 */
export const ConnectForm = (props: ConnectFormProps) => (
  <ConnectFormBody key={`${props.signal.id}:${props.mode}`} {...props} />
);

const ConnectFormBody = observer(function ConnectFormBody({
  signal,
  mode,
  onConnected,
  onDirtyChange,
  eaGuide = true,
}: ConnectFormProps) {
  const { t } = useTranslation();
  const api = useInjection(ApiClient);
  const ui = useInjection(UiStore);
  const clock = useInjection<Clock>(Clock);
  const [form] = useState(
    () => new ConnectFormStore(signal, mode, { connection: new SignalConnectionService({ api }), ui, clock }),
  );
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const alertRef = useRef<HTMLDivElement>(null);

  // The latest callback without re-subscribing when the parent passes a new function each render.
  const dirtyListener = useRef(onDirtyChange);
  dirtyListener.current = onDirtyChange;
  useEffect(
    () =>
      reaction(
        () => form.dirty,
        (dirty) => dirtyListener.current?.(dirty),
        { fireImmediately: true },
      ),
    [form],
  );
  useEffect(() => {
    // The messages under the fields show as they are typed: their texts load with the form.
    void ui.prepareErrorTexts();
    return () => form.dispose();
  }, [form, ui]);

  const finish = (connected: Signal | null) => {
    if (connected !== null) {
      onConnected(connected);
      return;
    }
    const first = form.firstProblem;
    if (first !== null) document.getElementById(fieldId(first))?.focus();
    else alertRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    finish(await form.submit());
  };

  const submitLabel = form.busy
    ? t('signalLink.form.working')
    : signal.connMethod === 'EA'
      ? t('signalLink.form.eaExpect')
      : t(mode === 'connect' ? 'signalLink.form.connect' : 'signalLink.form.reconnect');

  return (
    <form
      className="connect-form"
      noValidate
      aria-label={t('signalLink.form.label')}
      onSubmit={(e) => void onSubmit(e)}
    >
      <p className="connect-method">
        <span className="connect-method-label">{t('signalLink.form.methodLabel')}</span>
        <strong>{t(`signal.connMethod.${signal.connMethod}`)}</strong>
        <span className="connect-method-platform">{t(`signal.platform.${signal.platform}`)}</span>
      </p>

      {form.canRetryStored && signal.connMethod !== 'EA' && (
        <section className="connect-retry" aria-labelledby={fieldId('retry-title')}>
          <h3 id={fieldId('retry-title')}>{t('signalLink.form.retryTitle')}</h3>
          <p>
            {t('signalLink.form.retryText', {
              server: signal.info.server || '—',
              number: signal.info.number,
            })}
          </p>
          <button
            type="button"
            className="button button-secondary"
            disabled={form.busy}
            onClick={() => void form.retryStored().then(finish)}
          >
            {t('signalLink.form.retry')}
          </button>
          <h3 className="connect-replace-title">{t('signalLink.form.replaceTitle')}</h3>
        </section>
      )}

      {signal.connMethod === 'ACCOUNT_LINK' && (
        <>
          <ServerCombobox id={fieldId('server')} search={form.server} problem={form.problemOf('server')} />
          <TextField
            id={fieldId('number')}
            label={t('signal.fields.account')}
            hint={t('signal.fields.accountHint')}
            problem={problemOf(form.problemOf('number'))}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('signalLink.form.accountPlaceholder')}
            value={form.number}
            onChange={(event) => form.setField('number', event.target.value)}
            onBlur={() => form.leaveField('number')}
          />
          <SecretField
            id={fieldId('investorPassword')}
            label={t('signal.fields.investorPassword')}
            hint={t('signal.fields.investorPasswordHint')}
            problem={form.problemOf('investorPassword')}
            value={form.investorPassword}
            onChange={(event) => form.setField('investorPassword', event.target.value)}
            onBlur={() => form.leaveField('investorPassword')}
          />
        </>
      )}

      {signal.connMethod === 'API_KEY' && (
        <>
          <TextField
            id={fieldId('apiKey')}
            label={t('signal.fields.apiKey')}
            hint={t('signal.fields.apiKeyHint')}
            problem={problemOf(form.problemOf('apiKey'))}
            autoComplete="off"
            spellCheck={false}
            value={form.apiKey}
            onChange={(event) => form.setField('apiKey', event.target.value)}
            onBlur={() => form.leaveField('apiKey')}
          />
          <SecretField
            id={fieldId('apiSecret')}
            label={t('signal.fields.apiSecret')}
            problem={form.problemOf('apiSecret')}
            value={form.apiSecret}
            onChange={(event) => form.setField('apiSecret', event.target.value)}
            onBlur={() => form.leaveField('apiSecret')}
          />
          <p className="connect-note">{t('signalLink.form.apiKeyCheck')}</p>
        </>
      )}

      {signal.connMethod === 'EA' && eaGuide && <EaSteps signal={signal} headingId={fieldId('ea')} />}

      <div ref={alertRef} className="connect-alert-region" role="alert" tabIndex={-1}>
        {form.refusal !== null && (
          <div className="connect-refusal">
            <ErrorIcon size={20} />
            <div>
              <p className="connect-refusal-title">{t('signalLink.form.refused')}</p>
              <p className="connect-refusal-text">{t(errorMessageKey(form.refusal))}</p>
              {signal.connMethod !== 'EA' && (
                <p className="connect-refusal-hint">{t('signalLink.form.keptValues')}</p>
              )}
            </div>
          </div>
        )}
      </div>

      <div className="connect-actions">
        <button type="submit" className="button button-primary" disabled={form.busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
});

const problemOf = (code: ReturnType<ConnectFormStore['problemOf']>) => (code === null ? null : { code });
