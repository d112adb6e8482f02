import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KYC_DOCUMENT_TYPES, type KycApplication } from '../domain/kyc/kyc.js';
import { DAY_MS, utcDay } from '../shared/time.js';
import { validateImage } from './image.rules.js';
import {
  birthDateBounds,
  IMAGE_SIGNATURE_BYTES,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_FIELDS,
  kycApplicationProblems,
  validateBirthDate,
  validateKycApplication,
  validateKycDocumentFile,
} from './kyc-application.rules.js';

const epochDay = fc.integer({ min: Date.UTC(1850, 0, 1) / DAY_MS, max: Date.UTC(2150, 0, 1) / DAY_MS });
const day = epochDay.map((d) => utcDay(d * DAY_MS));

/** Each field valid or not, so applications with any mix of problems come up. */
const application: fc.Arbitrary<KycApplication> = fc.record({
  firstName: fc.constantFrom('Mei', '美玲', '', 'M3i', 'a'.repeat(51)),
  lastName: fc.constantFrom('Chen', "O'Brien", ' ', 'Chen!'),
  birthDate: fc.oneof(day, fc.constantFrom('1990-02-30', '', '15/06/1990')),
  nationality: fc.constantFrom('TW', 'jp', 'XX', '', 'TWN'),
  documentType: fc.constantFrom(...KYC_DOCUMENT_TYPES, '' as never, 'LIBRARY_CARD' as never),
  documentNumber: fc.constantFrom('A123456789', 'ab 12 34', '', 'A1', 'A#1234'),
});

describe('KYC fields, properties', () => {
  it('the whole application fails with the first refused field in form order, or passes when none is', () => {
    fc.assert(
      fc.property(application, day, (input, today) => {
        const problems = kycApplicationProblems(input, today);
        const first = KYC_FIELDS.find((field) => problems[field] !== undefined);
        const whole = validateKycApplication(input, today);
        expect(whole.error ? whole.value : undefined).toBe(first === undefined ? undefined : problems[first]);
      }),
    );
  });

  it('a birth date is accepted exactly when it lies within birthDateBounds (what a date input offers)', () => {
    fc.assert(
      fc.property(day, day, (birthDate, today) => {
        const { min, max } = birthDateBounds(today);
        expect(validateBirthDate(birthDate, today).error).toBe(!(birthDate >= min && birthDate <= max));
      }),
    );
  });
});

describe('KYC document files, properties', () => {
  const signature = fc.oneof(
    fc.constant([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    fc.constant([0xff, 0xd8, 0xff]),
    fc.constant([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]),
    fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 16 }),
  );

  it('judges by the size and the first bytes exactly as the server’s validateImage judges the whole file', () => {
    fc.assert(
      fc.property(signature, fc.integer({ min: 0, max: 64 }), fc.boolean(), (start, padding, oversize) => {
        const length = oversize ? KYC_DOCUMENT_MAX_BYTES + 1 + padding : start.length + padding;
        const bytes = new Uint8Array(length);
        bytes.set(start.slice(0, length));
        const head = bytes.slice(0, IMAGE_SIGNATURE_BYTES);
        expect(validateKycDocumentFile({ size: bytes.length, head })).toEqual(validateImage(bytes));
      }),
      { numRuns: 60 },
    );
  });
});
