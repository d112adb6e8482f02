import { describe, expect, it } from 'vitest';
import { KYC_DOCUMENT_TYPES, needsDocumentBack } from './kyc.js';

describe('needsDocumentBack', () => {
  it('asks for the back of an identity card and a driving licence, not of a passport', () => {
    expect(KYC_DOCUMENT_TYPES.filter(needsDocumentBack)).toEqual(['ID_CARD', 'DRIVING_LICENSE']);
  });
});
