import { VERIFY_CODE_LENGTH, type ErrorCode } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CodeEntry } from '../../stores/auth/code-entry.js';
import { describedBy, FieldError } from './FieldError.js';

export interface CodeStepProps {
  readonly code: CodeEntry;
  /** Where the code went (an email or a phone number). */
  readonly target: string;
  readonly busy: boolean;
  readonly error: ErrorCode | undefined;
  /** The code was changed: a message about the code before is out of date. */
  readonly onCodeInput: () => void;
  readonly onVerify: () => void;
  readonly onResend: () => void;
  readonly onChangeContact: () => void;
  readonly changeLabel: string;
}

/** The 6-digit code, with a resend button that counts the seconds down (spec section 2). */
export const CodeStep = observer(function CodeStep({
  code,
  target,
  busy,
  error,
  onCodeInput,
  onVerify,
  onResend,
  onChangeContact,
  changeLabel,
}: CodeStepProps) {
  const { t } = useTranslation();
  const { countdown } = code;
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onVerify();
      }}
    >
      <p className="code-sent" role="status">
        {t('auth.codeSentTo', { target })}
      </p>
      <div className="field">
        <label htmlFor="code">{t('auth.code')}</label>
        <div className="code-row">
          <input
            id="code"
            className="code-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={VERIFY_CODE_LENGTH}
            autoFocus
            value={code.value}
            onChange={(event) => {
              code.setValue(event.target.value);
              onCodeInput();
            }}
            aria-invalid={error !== undefined}
            aria-describedby={describedBy('code-hint', error && 'code-error')}
          />
          <button
            type="button"
            className="button button-secondary resend-button"
            disabled={countdown.running || busy}
            onClick={onResend}
            data-testid="resend"
          >
            {countdown.running ? t('auth.resendIn', { seconds: countdown.secondsLeft }) : t('auth.resend')}
          </button>
        </div>
        <p id="code-hint" className="field-hint">
          {t('auth.codeHint')}
        </p>
        <FieldError id="code-error" code={error} />
      </div>
      <button type="submit" className="button button-primary button-block" disabled={busy || !code.complete}>
        {t('auth.verify')}
      </button>
      <button type="button" className="link-button change-contact" onClick={onChangeContact}>
        {changeLabel}
      </button>
    </form>
  );
});
