import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BindEmailFlowStore } from '../../stores/auth/bind-email-flow.store.js';
import { AuthCard, CodeStepLoader, EmailField, useAuthFlowDeps } from './auth-shared.js';

/** A member without an email supplies and verifies one (spec section 2). */
export const WithoutEmailPage = observer(function WithoutEmailPage() {
  const deps = useAuthFlowDeps();
  const [flow] = useState(() => new BindEmailFlowStore(deps));
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.withoutEmailTitle')} subtitle={t('auth.withoutEmailText')}>
      {flow.step === 'email' ? (
        <form
          className="auth-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void flow.sendCode();
          }}
        >
          <EmailField form={flow.form} />
          <button type="submit" className="button button-primary button-block" disabled={flow.busy}>
            {t('auth.bindEmail')}
          </button>
        </form>
      ) : (
        <CodeStepLoader
          code={flow.code}
          target={flow.target}
          busy={flow.busy}
          error={flow.form.fieldErrors.code}
          onCodeInput={() => flow.form.clearError('code')}
          onVerify={() => void flow.verify()}
          onResend={() => void flow.sendCode()}
          onChangeContact={() => flow.changeEmail()}
          changeLabel={t('auth.changeEmail')}
        />
      )}
    </AuthCard>
  );
});
