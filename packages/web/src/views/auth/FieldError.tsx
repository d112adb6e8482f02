import { errorMessageKey, type ErrorCode } from '@signal-portal/core';

import { FIELD_FALLBACK } from '../../i18n/message-text.js';
import { useMessageText } from '../../i18n/use-message-text.js';
import { ErrorIcon } from '../shared.js';

/** The message under a field, referenced by the field's aria-describedby. */
export const FieldError = ({ id, code }: { readonly id: string; readonly code: ErrorCode | undefined }) =>
  code === undefined ? null : <FieldErrorText id={id} code={code} />;

/** Never a key: the general "check your input" until the error messages are there. */
const FieldErrorText = ({ id, code }: { readonly id: string; readonly code: ErrorCode }) => {
  const text = useMessageText(errorMessageKey(code), {}, FIELD_FALLBACK);
  return (
    <p id={id} className="field-error" role="alert">
      <ErrorIcon size={16} />
      {text}
    </p>
  );
};

/** The ids a field's aria-describedby names: its hint and, when shown, its error. */
export const describedBy = (...ids: readonly (string | false | undefined)[]): string | undefined => {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
};
