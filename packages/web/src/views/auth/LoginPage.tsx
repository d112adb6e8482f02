import { observer } from 'mobx-react-lite';

import { useState } from 'react';

import { useTranslation } from 'react-i18next';

import { Link } from 'react-router-dom';

import { LoginFlowStore } from '../../stores/auth/login-flow.store.js';

import { PATHS } from '../shared.js';
import { AuthCard, CodeStepLoader, ContactFields, MethodSwitch, useAuthFlowDeps } from './auth-shared.js';

/** Log in by email or phone with a 6-digit code (spec section 2). */
export const LoginPage = observer(function LoginPage() {
  const deps = useAuthFlowDeps();
  const [flow] = useState(() => new LoginFlowStore(deps));
  const { t } = useTranslation();
  const { form } = flow;
  return (
    <AuthCard
      title={t('auth.loginTitle')}
      subtitle={t('auth.loginSubtitle')}
      footer={
        <>
          {t('auth.noAccount')} <Link to={PATHS.register}>{t('auth.toRegister')}</Link>
        </>
      }
    >
      {flow.step === 'contact' ? (
        <form
          className="auth-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void flow.sendCode();
          }}
        >
          <MethodSwitch form={form} />
          <ContactFields form={form} />
          <button type="submit" className="button button-primary button-block" disabled={flow.busy}>
            {t('auth.sendCode')}
          </button>
        </form>
      ) : (
        <CodeStepLoader
          code={flow.code}
          target={flow.target}
          busy={flow.busy}
          error={form.fieldErrors.code}
          onCodeInput={() => form.clearError('code')}
          onVerify={() => void flow.verify()}
          onResend={() => void flow.sendCode()}
          onChangeContact={() => flow.changeContact()}
          changeLabel={t('auth.changeContact')}
        />
      )}
    </AuthCard>
  );
});
