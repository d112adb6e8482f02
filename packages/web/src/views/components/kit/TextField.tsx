import { errorMessageKey, type ErrorCode } from '@signal-portal/core';
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { ParseKeys } from 'i18next';
import { FIELD_FALLBACK } from '../../../i18n/message-text.js';
import { useMessageText } from '../../../i18n/use-message-text.js';
import { ErrorIcon } from '../icons.js';

/** A refusal shown at its field: the code and the values its message names ({{max}}, {{min}}). */
export interface FieldProblem {
  readonly code: ErrorCode;
  readonly params?: Readonly<Record<string, string | number>>;
  /** A message of the screen's own that says more at this field than the code's general one. */
  readonly messageKey?: ParseKeys;
}

/** The message under a field, named by the field's aria-describedby. */
export const FieldMessage = ({
  id,
  problem,
}: {
  readonly id: string;
  readonly problem: FieldProblem | null;
}) => {
  if (!problem) return null;
  return <FieldMessageText id={id} problem={problem} />;
};

/**
 * The error messages load on demand: until they are there (or when they cannot be fetched) the
 * general "check your input" shows, never the key; i18next re-renders this once they are added.
 */
const FieldMessageText = ({ id, problem }: { readonly id: string; readonly problem: FieldProblem }) => {
  const text = useMessageText(
    problem.messageKey ?? errorMessageKey(problem.code),
    problem.params ?? {},
    FIELD_FALLBACK,
  );
  return (
    <p id={id} className="field-error" role="alert">
      <ErrorIcon size={16} />
      {text}
    </p>
  );
};

interface FieldFrameProps {
  readonly label: string;
  readonly hint?: ReactNode;
  /** Shown under the field; the field is then aria-invalid. */
  readonly problem?: FieldProblem | null;
  /** Right of the label, e.g. a word counter. */
  readonly aside?: ReactNode;
}

const describedBy = (hintId: string | false, errorId: string | false): string | undefined =>
  [hintId, errorId].filter((id): id is string => id !== false).join(' ') || undefined;

/**
 * A labelled input with its hint and its error at the field (aria-invalid, aria-describedby naming the
 * hint and the message). Every other input attribute passes through.
 */
export const TextField = ({
  label,
  hint,
  problem = null,
  aside,
  id: givenId,
  ...input
}: FieldFrameProps & InputHTMLAttributes<HTMLInputElement>) => {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className="field">
      <div className="field-label-row">
        <label htmlFor={id}>{label}</label>
        {aside}
      </div>
      <input
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && `${id}-hint`, problem !== null && `${id}-error`)}
        {...input}
      />
      {hint !== undefined && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-error`} problem={problem} />
    </div>
  );
};

/** A labelled multi-line field, same contract as TextField. */
export const TextAreaField = ({
  label,
  hint,
  problem = null,
  aside,
  id: givenId,
  ...textarea
}: FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) => {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className="field">
      <div className="field-label-row">
        <label htmlFor={id}>{label}</label>
        {aside}
      </div>
      <textarea
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && `${id}-hint`, problem !== null && `${id}-error`)}
        {...textarea}
      />
      {hint !== undefined && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-error`} problem={problem} />
    </div>
  );
};
