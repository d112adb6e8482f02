import { errorMessageKey, type ErrorCode } from '@signal-portal/core';

import { useTranslation } from 'react-i18next';
import { ErrorIcon } from '../shared.js';

/** The message under a field, referenced by the field's aria-describedby. */
export const FieldError = ({ id, code }: { readonly id: string; readonly code: ErrorCode | undefined }) => {
  const { t } = useTranslation();
  if (code === undefined) return null;
  return (
    <p id={id} className="field-error" role="alert">
      <ErrorIcon size={16} />
      {t(errorMessageKey(code))}
    </p>
  );
};

/** The ids a field's aria-describedby names: its hint and, when shown, its error. */
export const describedBy = (...ids: readonly (string | false | undefined)[]): string | undefined => {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
};
