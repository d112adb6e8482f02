import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KycApplication } from '../domain/kyc/kyc.js';
import { DAY_MS, utcDay } from '../shared/time.js';
import { validateDateRange } from './date-range.rules.js';
import { ageOn, validateKycApplication } from './kyc-application.rules.js';

const epochDay = fc.integer({ min: Date.UTC(1900, 0, 1) / DAY_MS, max: Date.UTC(2100, 0, 1) / DAY_MS });
const day = epochDay.map((d) => utcDay(d * DAY_MS));

const application = (birthDate: string): KycApplication => ({
  firstName: 'Mei',
  lastName: 'Chen',
  birthDate,
  nationality: 'TW',
  documentType: 'ID_CARD',
  documentNumber: 'A123456789',
});

describe('KYC and date-range properties', () => {
  it('an application is accepted exactly when the applicant is 18 to 130 years old on that day', () => {
    fc.assert(
      fc.property(day, day, (birthDate, today) => {
        const result = validateKycApplication(application(birthDate), today);
        const age = ageOn(birthDate, today);
        const expected =
          birthDate > today || age > 130 ? 'DATE_RANGE_INVALID' : age < 18 ? 'AGE_NOT_CONFIRMED' : undefined;
        expect(result.error ? result.value : undefined).toBe(expected);
      }),
    );
  });

  it('age never decreases as today moves forward, and grows by one a year', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: 0, max: 400 }),
        (birthDate, offset, step) => {
          const birthMs = Date.parse(`${birthDate}T00:00:00Z`);
          const today = utcDay(birthMs + offset * DAY_MS);
          const later = utcDay(birthMs + (offset + step) * DAY_MS);
          expect(ageOn(birthDate, later)).toBeGreaterThanOrEqual(ageOn(birthDate, today));
          expect(ageOn(birthDate, today)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('a date range is valid exactly when from <= to and the span is at most 366 days', () => {
    fc.assert(
      fc.property(epochDay, epochDay, (a, b) => {
        const result = validateDateRange(utcDay(a * DAY_MS), utcDay(b * DAY_MS));
        expect(result.error).toBe(!(a <= b && b - a <= 366));
      }),
    );
  });

  it('date-range validation never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), (from, to) => {
        expect(typeof validateDateRange(from, to).error).toBe('boolean');
      }),
    );
  });
});
