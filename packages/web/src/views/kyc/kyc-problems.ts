import {
  DOCUMENT_NUMBER_MAX_LENGTH,
  DOCUMENT_NUMBER_MIN_LENGTH,
  KYC_DOCUMENT_MAX_BYTES,
  MINIMUM_AGE,
  PERSON_NAME_MAX_LENGTH,
  type ErrorCode,
  type KycDocumentFile,
  type KycField,
  type Language,
} from '@signal-portal/core';
import type { DocumentProblem } from '../../stores/kyc/kyc-form.store.js';
import type { FieldProblem } from '../components/kit/index.js';
import { formatFileSize } from './file-size.js';

/**
 * The message a refusal gets at a KYC field: the screen's own wording where it says more than the
 * error catalogue's general one (which field, which limit), else the catalogue's.
 */
export const fieldProblemOf = (field: KycField, code: ErrorCode | null): FieldProblem | null => {
  if (code === null) return null;
  switch (field) {
    case 'firstName':
    case 'lastName':
      if (code === 'FIELD_REQUIRED' || code === 'INVALID_PARAMETERS' || code === 'TEXT_TOO_LONG')
        return {
          code,
          messageKey: `kycPage.problems.name.${code}`,
          params: { max: PERSON_NAME_MAX_LENGTH },
        };
      return { code };
    case 'birthDate':
      if (code === 'DATE_RANGE_INVALID' || code === 'AGE_NOT_CONFIRMED')
        return { code, messageKey: `kycPage.problems.birthDate.${code}`, params: { min: MINIMUM_AGE } };
      return { code };
    case 'nationality':
      return { code, messageKey: 'kycPage.problems.nationality' };
    case 'documentType':
      return { code, messageKey: 'kycPage.problems.documentType' };
    case 'documentNumber':
      if (code === 'FIELD_REQUIRED' || code === 'INVALID_PARAMETERS')
        return {
          code,
          messageKey: `kycPage.problems.documentNumber.${code}`,
          params: { min: DOCUMENT_NUMBER_MIN_LENGTH, max: DOCUMENT_NUMBER_MAX_LENGTH },
        };
      return { code };
  }
};

/** The message at a document image: missing, not an image, too large, or unreadable. */
export const documentProblemOf = (
  slot: KycDocumentFile,
  problem: DocumentProblem | null,
  language: Language,
): FieldProblem | null => {
  if (problem === null) return null;
  const name = problem.filename ?? '';
  const size = formatFileSize(problem.size ?? 0, language);
  const limit = formatFileSize(KYC_DOCUMENT_MAX_BYTES, language);
  const { code } = problem;
  if (code === 'FIELD_REQUIRED' && slot !== 'selfie')
    return { code, messageKey: `kycPage.problems.documentMissing.${slot}` };
  if (code === 'FILE_FORMAT' || code === 'FILE_SIZE')
    return { code, messageKey: `kycPage.problems.${code}`, params: { name, size, limit } };
  if (code === 'FILE_UPLOAD') return { code, messageKey: 'kycPage.problems.unreadable' };
  return { code };
};
