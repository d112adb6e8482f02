import { isLanguage, KYC_DOCUMENT_FORMATS, type KycDocumentFile } from '@signal-portal/core';
import { useState, type DragEvent } from 'react';
import type { KycFormStore } from '../../stores/kyc/kyc-form.store.js';
import { Icon } from '../components/icons.js';
import { FieldMessage } from '../components/kit/index.js';
import { observer, useTranslation } from '../shared.js';
import { chosenFileOf } from './chosen-file.js';
import { formatFileSize } from './file-size.js';
import { documentProblemOf } from './kyc-problems.js';

/** The file types the picker offers: the formats the core accepts (it still checks the bytes). */
const ACCEPTED = KYC_DOCUMENT_FORMATS.map((format) => `image/${format}`).join(',');

/** The id of an image's file input, for the focus after a refused submit. */
export const uploadInputId = (slot: KycDocumentFile): string => `kyc-${slot}`;

const DocumentIcon = () => (
  <Icon size={32}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2" />
    <path d="M6.5 16c.6-1.4 1.5-2 2.5-2s1.9.6 2.5 2M14 10h4M14 13h3" />
  </Icon>
);

/**
 * One document image: choose (or drop) a file, checked by the core before it is read whole, a preview
 * of the accepted image with its name and size, replace and remove; the refusal under it.
 */
export const DocumentUpload = observer(function DocumentUpload({
  form,
  slot,
  label,
  hint,
  optional = false,
}: {
  readonly form: KycFormStore;
  readonly slot: KycDocumentFile;
  readonly label: string;
  readonly hint?: string;
  readonly optional?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const [dragging, setDragging] = useState(false);
  const document = form.documents[slot];
  const problem = documentProblemOf(slot, form.documentProblem(slot), language);
  const id = uploadInputId(slot);
  const shownLabel = optional ? `${label} (${t('common.optional')})` : label;

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void form.pick(slot, chosenFileOf(file));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!form.submitting) take(event.dataTransfer.files);
  };

  const classes = ['kyc-upload'];
  if (document) classes.push('kyc-upload-filled');
  if (problem) classes.push('kyc-upload-invalid');
  if (dragging) classes.push('kyc-upload-dragging');

  return (
    <div
      className={classes.join(' ')}
      data-slot={slot}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <p className="kyc-upload-label" id={`${id}-label`}>
        {shownLabel}
      </p>
      <div className="kyc-upload-preview">
        {document ? (
          <img src={document.previewUrl} alt={t('kycPage.upload.preview', { label })} />
        ) : (
          <span className="kyc-upload-placeholder">
            <DocumentIcon />
            <span>{t('kycPage.upload.empty')}</span>
          </span>
        )}
      </div>
      {document && (
        <p className="kyc-upload-file">
          {t('kycPage.upload.fileInfo', {
            name: document.filename,
            size: formatFileSize(document.size, language),
          })}
        </p>
      )}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="kyc-upload-actions">
        <label className="button button-secondary kyc-upload-choose">
          <span id={`${id}-action`}>
            {document ? t('kycPage.upload.replace') : t('kycPage.upload.choose')}
          </span>
          <input
            id={id}
            type="file"
            accept={ACCEPTED}
            className="visually-hidden"
            aria-labelledby={`${id}-label ${id}-action`}
            aria-describedby={
              [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].join(' ').trim() || undefined
            }
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              take(event.target.files);
              // The same file may be chosen again after a refusal.
              event.target.value = '';
            }}
            onBlur={() => form.blur(slot)}
          />
        </label>
        {document && (
          <button type="button" className="button button-ghost" onClick={() => form.remove(slot)}>
            {t('kycPage.upload.remove')}
            <span className="visually-hidden">: {label}</span>
          </button>
        )}
      </div>
      <p className="kyc-upload-drop" aria-hidden="true">
        {t('kycPage.upload.drop')}
      </p>
      <FieldMessage id={`${id}-error`} problem={problem} />
    </div>
  );
});
