import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ContactForm } from '../../stores/auth/contact-form.js';
import { describedBy, FieldError } from './FieldError.js';

export const EmailField = observer(function EmailField({
  form,
  onBlur,
}: {
  readonly form: ContactForm;
  readonly onBlur?: () => void;
}) {
  const { t } = useTranslation();
  const error = form.fieldErrors.email;
  return (
    <div className="field">
      <label htmlFor="email">{t('auth.email')}</label>
      <input
        id="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
        value={form.email}
        onChange={(event) => form.setEmail(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(error && 'email-error')}
      />
      <FieldError id="email-error" code={error} />
    </div>
  );
});
