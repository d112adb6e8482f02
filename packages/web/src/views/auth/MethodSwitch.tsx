import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ContactForm, ContactMethod } from '../../stores/auth/contact-form.js';

const METHODS: readonly ContactMethod[] = ['email', 'phone'];

/** Email or phone: two radio buttons drawn as a segmented control. */
export const MethodSwitch = observer(function MethodSwitch({ form }: { readonly form: ContactForm }) {
  const { t } = useTranslation();
  return (
    <fieldset className="method-switch">
      <legend className="visually-hidden">{t('auth.contactMethod')}</legend>
      {METHODS.map((method) => (
        <label key={method} className={form.method === method ? 'is-selected' : undefined}>
          <input
            type="radio"
            name="contact-method"
            value={method}
            checked={form.method === method}
            onChange={() => form.setMethod(method)}
          />
          {method === 'email' ? t('auth.byEmail') : t('auth.byPhone')}
        </label>
      ))}
    </fieldset>
  );
});
