import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseIban } from '../../validation/bank-account.rules.js';
import { formatIban, MASK_CHARACTER, maskIban, shortenAddress } from './account-display.js';

/** What people type into an IBAN field: letters, digits, spaces and dashes in any case. */
const typedIban = fc.stringMatching(/^[A-Za-z0-9 -]{0,40}$/);

const groupsOf = (text: string): string[] => (text === '' ? [] : text.split(' '));

describe('IBAN display properties', () => {
  it('formatIban without its spaces is the compact form that is sent', () => {
    fc.assert(
      fc.property(typedIban, (typed) => {
        expect(formatIban(typed).replace(/ /g, '')).toBe(normaliseIban(typed));
      }),
    );
  });

  it('formatIban is groups of four with at most a shorter last one, and formatting again changes nothing', () => {
    fc.assert(
      fc.property(typedIban, (typed) => {
        const shown = formatIban(typed);
        const groups = groupsOf(shown);
        groups.slice(0, -1).forEach((group) => expect(group).toHaveLength(4));
        expect((groups.at(-1) ?? 'x').length).toBeGreaterThan(0);
        expect((groups.at(-1) ?? '').length).toBeLessThanOrEqual(4);
        expect(formatIban(shown)).toBe(shown);
      }),
    );
  });

  it('maskIban keeps the length, the first four and the last four characters, and groups in fours', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{5,30}$/), (iban) => {
        const masked = maskIban(iban).replace(/ /g, '');
        expect(masked).toHaveLength(iban.length);
        expect(masked.slice(0, 4)).toBe(iban.slice(0, 4));
        expect(masked.slice(-4)).toBe(iban.slice(-4));
        expect(masked.slice(4, -4)).toBe(MASK_CHARACTER.repeat(iban.length - 8));
        groupsOf(maskIban(iban))
          .slice(0, -1)
          .forEach((group) => expect([...group]).toHaveLength(4));
      }),
    );
  });
});

describe('shortenAddress properties', () => {
  it('is never longer than eleven characters and keeps both ends of the address', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{1,90}$/), (address) => {
        const short = shortenAddress(address);
        expect(short.length).toBeLessThanOrEqual(11);
        expect(address.startsWith(short.slice(0, 6).replace('…', ''))).toBe(true);
        if (short.includes('…')) expect(address.endsWith(short.slice(-4))).toBe(true);
        else expect(short).toBe(address);
      }),
    );
  });
});
