import { observer } from 'mobx-react-lite';

import { Suspense } from 'react';

import { retryingLazy } from '../../routing/retrying-lazy.js';
import type { ContactForm } from '../../stores/auth/contact-form.js';
import { EmailField } from './EmailField.js';
import { PageSpinner } from '../shared.js';

const PhoneFields = retryingLazy(async () => ({ default: (await import('./PhoneFields.js')).PhoneFields }));

/** The email field or, once the phone is chosen, the (lazily loaded) country code and phone fields. */
export const ContactFields = observer(function ContactFields({
  form,
  onBlur,
}: {
  readonly form: ContactForm;
  readonly onBlur?: () => void;
}) {
  if (form.method === 'email') return <EmailField form={form} onBlur={onBlur} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <PhoneFields form={form} onBlur={onBlur} />
    </Suspense>
  );
});
