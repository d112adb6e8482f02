import {
  IMAGE_SIGNATURE_BYTES,
  KYC_DOCUMENT_FILES,
  KYC_FIELDS,
  kycApplicationProblems,
  missingKycDocuments,
  needsDocumentBack,
  validateDocumentType,
  validateKycDocumentFile,
  type ErrorCode,
  type KycApplication,
  type KycDocumentFile,
  type KycDocuments,
  type KycDocumentType,
  type KycField,
  type KycService,
  type KycState,
  type Result,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';

/**
 * A file the user chose, read no further than needed: its name and size, its first bytes to tell the
 * format, and only once accepted all of it and a URL to preview it from.
 */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  head(length: number): Promise<Uint8Array>;
  bytes(): Promise<Uint8Array>;
  previewUrl(): Promise<string>;
}

/** A document image accepted by the core's rule, ready to send and to show. */
export interface PickedDocument {
  readonly filename: string;
  readonly size: number;
  readonly data: Uint8Array;
  readonly previewUrl: string;
}

/** Why a chosen file was refused, with what its message names (the file and its size). */
export interface DocumentProblem {
  readonly code: ErrorCode;
  readonly filename?: string;
  readonly size?: number;
}

export interface KycFormDeps {
  readonly kyc: KycService;
  readonly ui: UiStore;
  /** The calendar day ('YYYY-MM-DD', UTC like the server) the age is counted on. */
  readonly today: () => string;
}

type Touchable = KycField | KycDocumentFile;

const EMPTY_FIELDS: Record<KycField, string> = {
  firstName: '',
  lastName: '',
  birthDate: '',
  nationality: '',
  documentType: '',
  documentNumber: '',
};

const NO_DOCUMENTS: Record<KycDocumentFile, PickedDocument | null> = {
  documentFront: null,
  documentBack: null,
  selfie: null,
};

/**
 * The KYC application form: the identity fields, checked by the core's rules at each field once it
 * was left (all of them after a submit attempt); the document images, checked for size and format by
 * the core before anything is read whole or uploaded; the submission through KycService, which keeps
 * everything filled in and unlocked when it fails.
 */
export class KycFormStore {
  fields: Record<KycField, string> = { ...EMPTY_FIELDS };
  documents: Record<KycDocumentFile, PickedDocument | null> = { ...NO_DOCUMENTS };
  /** Refusals of the files last chosen, shown at once: the user just acted. */
  pickProblems: Partial<Record<KycDocumentFile, DocumentProblem>> = {};
  /** Fields left at least once: their messages show from then on, as typed. */
  touched = new Set<Touchable>();
  /** Submit was pressed: every message shows. */
  attempted = false;
  submitting = false;

  constructor(private readonly deps: KycFormDeps) {
    makeAutoObservable<KycFormStore, 'deps'>(
      this,
      { deps: false, documents: observable.shallow, touched: observable },
      { autoBind: true },
    );
  }

  get application(): KycApplication {
    return { ...this.fields, documentType: this.fields.documentType as KycDocumentType };
  }

  /** Every field's refusal by the core's rules, shown or not yet. */
  get problems(): Partial<Record<KycField, ErrorCode>> {
    return kycApplicationProblems(this.application, this.deps.today());
  }

  /** The document type chosen, when it is a valid one. */
  get documentType(): KycDocumentType | null {
    const type = validateDocumentType(this.fields.documentType);
    return type.error ? null : type.value;
  }

  /** The images the form asks for: front, back when the document has one, the optional selfie. */
  get slots(): readonly KycDocumentFile[] {
    const type = this.documentType;
    return KYC_DOCUMENT_FILES.filter(
      (slot) => slot !== 'documentBack' || (type !== null && needsDocumentBack(type)),
    );
  }

  get missingDocuments(): readonly KycDocumentFile[] {
    return missingKycDocuments(this.fields.documentType, {
      documentFront: this.documents.documentFront !== null,
      documentBack: this.documents.documentBack !== null,
    });
  }

  get isValid(): boolean {
    return Object.keys(this.problems).length === 0 && this.missingDocuments.length === 0;
  }

  /** Something typed or chosen that leaving would lose. */
  get dirty(): boolean {
    return (
      KYC_FIELDS.some((field) => this.fields[field].trim() !== '') ||
      KYC_DOCUMENT_FILES.some((slot) => this.documents[slot] !== null)
    );
  }

  /** The refusal shown at a field: after it was left, or after a submit attempt. */
  fieldProblem(field: KycField): ErrorCode | null {
    if (!this.attempted && !this.touched.has(field)) return null;
    return this.problems[field] ?? null;
  }

  /** The refusal shown at an image: of the file just chosen, else a missing one after a submit attempt. */
  documentProblem(slot: KycDocumentFile): DocumentProblem | null {
    const picked = this.pickProblems[slot];
    if (picked) return picked;
    if (!this.attempted && !this.touched.has(slot)) return null;
    return this.missingDocuments.includes(slot) ? { code: 'FIELD_REQUIRED' } : null;
  }

  /** The first field or image showing a refusal, in form order (for the focus after a failed submit). */
  get firstProblem(): Touchable | null {
    for (const field of KYC_FIELDS) if (this.fieldProblem(field)) return field;
    for (const slot of this.slots) if (this.documentProblem(slot)) return slot;
    return null;
  }

  setField(field: KycField, value: string): void {
    this.fields[field] = value;
    if (this.fieldProblem(field) !== null) void this.deps.ui.prepareErrorTexts();
  }

  /** A field was left: its message shows from now on. */
  blur(field: Touchable): void {
    this.touched.add(field);
  }

  /**
   * A file chosen for an image: refused at once by its size (over 2 MB) or its first bytes (not PNG,
   * JPEG or WebP), without reading the rest; else read whole and shown. Resolves to the refusal or null.
   */
  async pick(slot: KycDocumentFile, file: ChosenFile): Promise<DocumentProblem | null> {
    const head = await file.head(IMAGE_SIGNATURE_BYTES).catch(() => null);
    const check = head === null ? null : validateKycDocumentFile({ size: file.size, head });
    if (check === null || check.error) {
      const problem: DocumentProblem = {
        code: check === null ? 'FILE_UPLOAD' : check.value,
        filename: file.name,
        size: file.size,
      };
      runInAction(() => (this.pickProblems[slot] = problem));
      return problem;
    }
    const read = await Promise.all([file.bytes(), file.previewUrl()]).catch(() => null);
    if (read === null) {
      const problem: DocumentProblem = { code: 'FILE_UPLOAD', filename: file.name, size: file.size };
      runInAction(() => (this.pickProblems[slot] = problem));
      return problem;
    }
    const [data, previewUrl] = read;
    runInAction(() => {
      delete this.pickProblems[slot];
      this.documents[slot] = { filename: file.name, size: file.size, data, previewUrl };
      this.touched.add(slot);
    });
    return null;
  }

  remove(slot: KycDocumentFile): void {
    this.documents[slot] = null;
    delete this.pickProblems[slot];
  }

  /**
   * Checks everything as the server will, then hands the application in. Resolves to the server's
   * answer, or null when the form itself refused (its messages then show at the fields). A refusal
   * leaves every field filled in and the form unlocked.
   */
  async submit(): Promise<Result<KycState> | null> {
    if (this.submitting) return null;
    this.attempted = true;
    if (!this.isValid) {
      await this.deps.ui.prepareErrorTexts();
      return null;
    }
    this.submitting = true;
    try {
      return await settled(this.deps.kyc.apply(this.application, this.documentsToSend()));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** The images the application takes: a back chosen for a passport stays here, unsent. */
  private documentsToSend(): KycDocuments {
    const upload = (slot: KycDocumentFile) => {
      const document = this.documents[slot];
      return document === null || !this.slots.includes(slot)
        ? undefined
        : { filename: document.filename, data: document.data };
    };
    const front = upload('documentFront');
    if (front === undefined) throw new Error('submit: the front was checked to be there');
    const back = upload('documentBack');
    const selfie = upload('selfie');
    return {
      documentFront: front,
      ...(back === undefined ? {} : { documentBack: back }),
      ...(selfie === undefined ? {} : { selfie }),
    };
  }
}
