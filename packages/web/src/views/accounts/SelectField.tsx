import { useId, type SelectHTMLAttributes } from 'react';
import { FieldMessage, type FieldProblem } from '../components/kit/index.js';

/** A labelled select with its hint and its message at the field, as the kit's TextField. */
export const SelectField = ({
  label,
  hint,
  problem = null,
  placeholder,
  options,
  id: givenId,
  ...select
}: {
  readonly label: string;
  readonly hint?: string;
  readonly problem?: FieldProblem | null;
  /** The empty choice shown while nothing is chosen. */
  readonly placeholder: string;
  readonly options: readonly string[];
} & SelectHTMLAttributes<HTMLSelectElement>) => {
  const ownId = useId();
  const id = givenId ?? ownId;
  const describedBy = [hint !== undefined && `${id}-hint`, problem !== null && `${id}-error`]
    .filter((part): part is string => part !== false)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-error`} problem={problem} />
    </div>
  );
};
