import type { IsoDateTime } from '../../shared/time.js';

/** Identity verification states (spec section 4). FAILED may verify again; BLOCKED must contact support. */
export const KYC_STATUSES = ['UNVERIFIED', 'UNDER_REVIEW', 'APPROVED', 'FAILED', 'BLOCKED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const KYC_DOCUMENT_TYPES = ['PASSPORT', 'ID_CARD', 'DRIVING_LICENSE'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** What GET /user/kyc/status answers. */
export interface KycState {
  readonly status: KycStatus;
  /** Reviewer's comment, shown on FAILED or BLOCKED. */
  readonly comment: string;
  readonly submittedAt: IsoDateTime | null;
  readonly reviewedAt: IsoDateTime | null;
}

/** The identity fields of a KYC application; the documents travel beside them as images. */
export interface KycApplication {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
  readonly nationality: string;
  readonly documentType: KycDocumentType;
  readonly documentNumber: string;
}

/** The images of an application, in form order (the multipart file names of POST /user/kyc). */
export const KYC_DOCUMENT_FILES = ['documentFront', 'documentBack', 'selfie'] as const;
export type KycDocumentFile = (typeof KYC_DOCUMENT_FILES)[number];

/**
 * Whether a document type has a second side worth photographing: a passport's identity page is one
 * image; an identity card and a driving licence carry data on both sides.
 */
export const KYC_DOCUMENT_HAS_BACK: Readonly<Record<KycDocumentType, boolean>> = {
  PASSPORT: false,
  ID_CARD: true,
  DRIVING_LICENSE: true,
};

export const needsDocumentBack = (type: KycDocumentType): boolean => KYC_DOCUMENT_HAS_BACK[type];
