import { observer } from 'mobx-react-lite';

import { useState } from 'react';

import { useTranslation } from 'react-i18next';

import { Link, useParams, useSearchParams } from 'react-router-dom';

import { SignUpFlowStore } from '../../stores/auth/sign-up-flow.store.js';

import { CheckIcon, PATHS, UiStore, useInjection } from '../shared.js';
import {
  AuthCard,
  CodeStepLoader,
  ContactFields,
  describedBy,
  FieldError,
  MethodSwitch,
  useAuthFlowDeps,
} from './auth-shared.js';

const UsernameField = observer(function UsernameField({ flow }: { readonly flow: SignUpFlowStore }) {
  const { t } = useTranslation();
  const error = flow.form.fieldErrors.username;
  return (
    <div className="field">
      <label htmlFor="username">{t('auth.username')}</label>
      <input
        id="username"
        autoComplete="username"
        value={flow.username}
        onChange={(event) => flow.setUsername(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy('username-hint', 'username-status', error && 'username-error')}
      />
      <p id="username-hint" className="field-hint">
        {t('auth.usernameHint')}
      </p>
      <p id="username-status" className="field-status" aria-live="polite">
        {flow.usernameCheck === 'checking' && t('auth.checking')}
        {flow.usernameCheck === 'available' && (
          <span className="field-ok">
            <CheckIcon size={16} />
            {t('auth.usernameAvailable')}
          </span>
        )}
      </p>
      <FieldError id="username-error" code={error} />
    </div>
  );
});

const Agreements = observer(function Agreements({ flow }: { readonly flow: SignUpFlowStore }) {
  const ui = useInjection(UiStore);
  const { t } = useTranslation();
  const { over18: over18Error, acceptTerms: termsError } = flow.form.fieldErrors;
  return (
    <div className="agreements">
      <div className="checkbox-field">
        <input
          id="over18"
          type="checkbox"
          checked={flow.over18}
          onChange={(event) => flow.setOver18(event.target.checked)}
          aria-invalid={over18Error !== undefined}
          aria-describedby={describedBy(over18Error && 'over18-error')}
        />
        <label htmlFor="over18">{t('auth.over18')}</label>
      </div>
      <FieldError id="over18-error" code={over18Error} />
      <div className="checkbox-field">
        <input
          id="accept-terms"
          type="checkbox"
          checked={flow.acceptTerms}
          onChange={(event) => flow.setAcceptTerms(event.target.checked)}
          aria-invalid={termsError !== undefined}
          aria-describedby={describedBy('legal-links', termsError && 'terms-error')}
        />
        <label htmlFor="accept-terms">{t('auth.acceptTerms')}</label>
      </div>
      <p id="legal-links" className="legal-links">
        <button type="button" className="link-button" onClick={() => void ui.openLegal('terms')}>
          {t('auth.terms')}
        </button>
        <button type="button" className="link-button" onClick={() => void ui.openLegal('privacy')}>
          {t('auth.privacy')}
        </button>
      </p>
      <FieldError id="terms-error" code={termsError} />
    </div>
  );
});

const SignUpForm = observer(function SignUpForm({ flow }: { readonly flow: SignUpFlowStore }) {
  const { t } = useTranslation();
  const referrerError = flow.form.fieldErrors.referrer;
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.register();
      }}
    >
      <MethodSwitch form={flow.form} />
      <ContactFields form={flow.form} onBlur={() => void flow.checkContact()} />
      <UsernameField flow={flow} />
      <div className="field">
        <label htmlFor="referrer">{t('auth.referrer')}</label>
        <input
          id="referrer"
          value={flow.referrer}
          placeholder={t('auth.referrerPlaceholder')}
          onChange={(event) => flow.setReferrer(event.target.value)}
          aria-invalid={referrerError !== undefined}
          aria-describedby={describedBy(referrerError && 'referrer-error')}
        />
        <FieldError id="referrer-error" code={referrerError} />
      </div>
      <Agreements flow={flow} />
      <button type="submit" className="button button-primary button-block" disabled={flow.busy}>
        {t('auth.sendCode')}
      </button>
    </form>
  );
});

/**
 * Sign-up (spec section 2). A referral link (`/register?ref=CODE`, or `/register/CODE`) fills in the
 * referrer.
 */
export const RegisterPage = observer(function RegisterPage() {
  const deps = useAuthFlowDeps();
  const [search] = useSearchParams();
  const subPath = useParams()['*'] ?? '';
  const [flow] = useState(
    () => new SignUpFlowStore(deps, { referrer: search.get('ref') ?? subPath.split('/')[0] ?? '' }),
  );
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.registerTitle')}
      subtitle={t('auth.registerSubtitle')}
      footer={
        <>
          {t('auth.haveAccount')} <Link to={PATHS.login}>{t('auth.toLogin')}</Link>
        </>
      }
    >
      {flow.step === 'form' ? (
        <SignUpForm flow={flow} />
      ) : (
        <CodeStepLoader
          code={flow.code}
          target={flow.target}
          busy={flow.busy}
          error={flow.form.fieldErrors.code}
          onCodeInput={() => flow.form.clearError('code')}
          onVerify={() => void flow.verify()}
          onResend={() => void flow.register()}
          onChangeContact={() => flow.changeContact()}
          changeLabel={t('auth.changeContact')}
        />
      )}
    </AuthCard>
  );
});
