import {
  birthDateBounds,
  isLanguage,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_TYPES,
  MINIMUM_AGE,
  utcDay,
  type KycDocumentFile,
  type KycField,
} from '@signal-portal/core';
import { useId, type ReactNode } from 'react';
import type { KycFormStore } from '../../stores/kyc/kyc-form.store.js';
import { FieldMessage, TextField } from '../components/kit/index.js';
import { Clock, observer, Spinner, useInjection, useTranslation } from '../shared.js';
import { DocumentUpload, uploadInputId } from './DocumentUpload.js';
import { formatFileSize } from './file-size.js';
import { fieldProblemOf } from './kyc-problems.js';
import { nationalityOptions } from './nationality-options.js';

/** The id of a field's control, for the focus after a refused submit. */
export const fieldInputId = (field: KycField): string => `kyc-${field}`;

const focusFirstProblem = (form: KycFormStore): void => {
  const first = form.firstProblem;
  if (first === null) return;
  const isField = (name: KycField | KycDocumentFile): name is KycField =>
    !['documentFront', 'documentBack', 'selfie'].includes(name);
  const target =
    isField(first) && first === 'documentType'
      ? document.querySelector<HTMLInputElement>('input[name="kyc-documentType"]')
      : document.getElementById(isField(first) ? fieldInputId(first) : uploadInputId(first));
  target?.focus();
};

const Section = ({
  title,
  text,
  children,
}: {
  readonly title: string;
  readonly text?: string;
  readonly children: ReactNode;
}) => {
  const id = useId();
  return (
    <section className="kyc-section" aria-labelledby={id}>
      <div className="kyc-section-head">
        <h3 id={id}>{title}</h3>
        {text && <p className="field-hint">{text}</p>}
      </div>
      {children}
    </section>
  );
};

const NationalityField = observer(function NationalityField({ form }: { readonly form: KycFormStore }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const id = fieldInputId('nationality');
  const problem = fieldProblemOf('nationality', form.fieldProblem('nationality'));
  return (
    <div className="field">
      <label htmlFor={id}>{t('kyc.fields.nationality')}</label>
      <select
        id={id}
        value={form.fields.nationality}
        onChange={(event) => form.setField('nationality', event.target.value)}
        onBlur={() => form.blur('nationality')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
      >
        <option value="">{t('kycPage.form.nationalityChoose')}</option>
        {nationalityOptions(language).map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} problem={problem} />
    </div>
  );
});

/** The document type as a radio group of cards: each says which sides to photograph. */
const DocumentTypeField = observer(function DocumentTypeField({ form }: { readonly form: KycFormStore }) {
  const { t } = useTranslation();
  const id = fieldInputId('documentType');
  const problem = fieldProblemOf('documentType', form.fieldProblem('documentType'));
  return (
    <fieldset className="kyc-document-types" aria-describedby={problem ? `${id}-error` : undefined}>
      <legend>{t('kyc.fields.documentType')}</legend>
      <div className="kyc-document-type-options">
        {KYC_DOCUMENT_TYPES.map((type) => (
          <label key={type} className="kyc-document-type">
            <input
              type="radio"
              name="kyc-documentType"
              value={type}
              checked={form.fields.documentType === type}
              onChange={() => form.setField('documentType', type)}
              onBlur={() => form.blur('documentType')}
              aria-describedby={`${id}-${type}-hint`}
            />
            <span className="kyc-document-type-text">
              <span className="kyc-document-type-name">{t(`kyc.documentType.${type}`)}</span>
              <span className="field-hint" id={`${id}-${type}-hint`}>
                {t(`kycPage.form.documentTypeHint.${type}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-error`} problem={problem} />
    </fieldset>
  );
});

/**
 * The application: the person (as in the document), the document, its photos. Messages show at each
 * field once it was left; the submit checks everything first and moves the focus to the first
 * refusal; while the documents upload, the whole form is disabled and says so.
 */
export const KycForm = observer(function KycForm({
  form,
  onSubmit,
  title,
  actions,
}: {
  readonly form: KycFormStore;
  readonly onSubmit: () => Promise<boolean>;
  readonly title: string;
  /** Beside the title, e.g. cancel of "verify again". */
  readonly actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const clock = useInjection<Clock>(Clock);
  const bounds = birthDateBounds(utcDay(clock.now()));
  const text = (field: KycField) => ({
    id: fieldInputId(field),
    value: form.fields[field],
    problem: fieldProblemOf(field, form.fieldProblem(field)),
    onChange: (event: { target: { value: string } }) => form.setField(field, event.target.value),
    onBlur: () => form.blur(field),
  });
  const submit = async () => {
    const done = await onSubmit();
    if (!done && form.firstProblem !== null) focusFirstProblem(form);
  };

  return (
    <section className="panel kyc-form-panel" aria-labelledby="kyc-form-title">
      <div className="kyc-form-head">
        <div>
          <h2 id="kyc-form-title">{title}</h2>
          <p className="field-hint">{t('kycPage.form.requiredNote')}</p>
        </div>
        {actions}
      </div>
      <form
        className="kyc-form"
        noValidate
        aria-busy={form.submitting}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="kyc-form-body" disabled={form.submitting}>
          <Section title={t('kycPage.form.personTitle')} text={t('kycPage.form.personText')}>
            <div className="kyc-grid">
              <TextField
                label={t('kyc.fields.firstName')}
                autoComplete="given-name"
                maxLength={100}
                {...text('firstName')}
              />
              <TextField
                label={t('kyc.fields.lastName')}
                autoComplete="family-name"
                maxLength={100}
                {...text('lastName')}
              />
              <TextField
                label={t('kyc.fields.birthDate')}
                type="date"
                autoComplete="bday"
                min={bounds.min}
                max={bounds.max}
                hint={t('kycPage.form.birthDateHint', { min: MINIMUM_AGE })}
                {...text('birthDate')}
              />
              <NationalityField form={form} />
            </div>
          </Section>

          <Section title={t('kycPage.form.documentTitle')}>
            <DocumentTypeField form={form} />
            <div className="kyc-grid">
              <TextField
                label={t('kyc.fields.documentNumber')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={60}
                hint={t('kycPage.form.documentNumberHint')}
                {...text('documentNumber')}
              />
            </div>
          </Section>

          <Section
            title={t('kycPage.form.photosTitle')}
            text={t('kycPage.form.photosText', { limit: formatFileSize(KYC_DOCUMENT_MAX_BYTES, language) })}
          >
            <div className="kyc-uploads">
              {form.slots.map((slot) =>
                slot === 'selfie' ? (
                  <DocumentUpload
                    key={slot}
                    form={form}
                    slot={slot}
                    label={t('kycPage.form.selfie')}
                    hint={t('kycPage.form.selfieHint')}
                    optional
                  />
                ) : (
                  <DocumentUpload key={slot} form={form} slot={slot} label={t(`kyc.fields.${slot}`)} />
                ),
              )}
            </div>
          </Section>

          <div className="kyc-submit">
            <button type="submit" className="button button-primary button-large">
              {form.submitting && <Spinner size={18} />}
              {form.submitting ? t('kycPage.form.submitting') : t('kycPage.form.submit')}
            </button>
          </div>
        </fieldset>
        <p className="visually-hidden" aria-live="polite">
          {form.submitting ? t('kycPage.form.submitting') : ''}
        </p>
      </form>
    </section>
  );
});
