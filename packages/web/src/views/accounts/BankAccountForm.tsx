import type { BankAccountField } from '@signal-portal/core';
import { useEffect, type ChangeEvent, type FormEvent, type InputHTMLAttributes } from 'react';
import type { BankAccountFormStore } from '../../stores/accounts/bank-account-form.store.js';
import { TextField } from '../components/kit/index.js';
import { observer, UiStore, useInjection, useTranslation } from '../shared.js';
import { EditorActions } from './EditorActions.js';
import { caretAfterGrouping } from './grouped-caret.js';

const fieldId = (field: BankAccountField): string => `bank-${field}`;

/** What each input takes beyond its value: the codes are typed as they are printed, never corrected. */
const INPUT_ATTRIBUTES: Readonly<Record<BankAccountField, InputHTMLAttributes<HTMLInputElement>>> = {
  bankName: { autoComplete: 'off', maxLength: 120 },
  bankAddress: { autoComplete: 'off', maxLength: 220 },
  accountNumber: { autoComplete: 'off', spellCheck: false, maxLength: 48 },
  swiftCode: { autoComplete: 'off', spellCheck: false, autoCapitalize: 'characters', maxLength: 14 },
  // 34 characters and the spaces between their groups.
  iban: { autoComplete: 'off', spellCheck: false, autoCapitalize: 'characters', maxLength: 48 },
  beneficiaryName: { autoComplete: 'name', maxLength: 120 },
};

/**
 * The six fields of a bank account, each with its hint and its message at the field (the core's
 * rules, as typed once left); the IBAN regroups in fours as it is typed, keeping the caret in place.
 */
export const BankAccountForm = observer(function BankAccountForm({
  store,
}: {
  readonly store: BankAccountFormStore;
}) {
  const { t } = useTranslation();
  const ui = useInjection(UiStore);
  useEffect(() => {
    // The messages show as typed: their texts load with the form.
    void ui.prepareErrorTexts();
  }, [ui]);

  const onChange = (field: BankAccountField) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const typed = input.value;
    const caret = input.selectionStart ?? typed.length;
    store.set(field, typed);
    if (field !== 'iban' || caret >= typed.length) return;
    // Typed inside the IBAN: after React shows the regrouped text, put the caret back where it was.
    const shown = store.values.iban;
    requestAnimationFrame(() => {
      const at = caretAfterGrouping(typed, caret, shown);
      if (document.activeElement === input) input.setSelectionRange(at, at);
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.save()) return;
    const first = store.firstProblem;
    if (first !== null) document.getElementById(fieldId(first))?.focus();
  };

  const field = (name: BankAccountField) => {
    const problem = store.problemOf(name);
    return (
      <TextField
        key={name}
        id={fieldId(name)}
        label={t(`accounts.bank.${name}`)}
        hint={t(`accountsPage.bankForm.hints.${name}`)}
        value={store.values[name]}
        onChange={onChange(name)}
        onBlur={() => store.leave(name)}
        problem={problem === null ? null : { code: problem }}
        {...INPUT_ATTRIBUTES[name]}
      />
    );
  };

  return (
    <section className="panel account-editor">
      <form
        noValidate
        aria-label={t('accountsPage.bankForm.label')}
        onSubmit={(event) => void onSubmit(event)}
      >
        <p className="account-editor-note">{t('accountsPage.form.requiredNote')}</p>
        <div className="account-editor-grid">
          {field('bankName')}
          {field('bankAddress')}
          {field('accountNumber')}
          {field('swiftCode')}
          {field('iban')}
          {field('beneficiaryName')}
        </div>
        <EditorActions saving={store.saving} />
      </form>
    </section>
  );
});
