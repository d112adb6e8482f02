import type { ErrorCode } from '@signal-portal/core';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/kit/index.js';

/** A password or secret field with a show/hide switch beside its label. */
export const SecretField = ({
  label,
  hint,
  problem,
  ...input
}: {
  readonly label: string;
  readonly hint?: ReactNode;
  readonly problem: ErrorCode | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) => {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      hint={hint}
      problem={problem ? { code: problem } : null}
      type={shown ? 'text' : 'password'}
      autoComplete="off"
      spellCheck={false}
      aside={
        <button type="button" className="link-button secret-toggle" onClick={() => setShown(!shown)}>
          {shown ? t('signalLink.form.hidePassword') : t('signalLink.form.showPassword')}
          {/* Names the field too, as a page may have two such switches. */}
          <span className="visually-hidden"> {label}</span>
        </button>
      }
      {...input}
    />
  );
};
