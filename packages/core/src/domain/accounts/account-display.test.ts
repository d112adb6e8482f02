import { describe, expect, it } from 'vitest';
import { formatIban, maskAccountNumber, maskIban, shortenAddress, visibleTailOf } from './account-display.js';

describe('formatIban', () => {
  it('groups an IBAN in fours, upper case, however it was typed', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('de89 3704-0044 05320130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });

  it('groups what is typed so far, a trailing group short', () => {
    expect(formatIban('')).toBe('');
    expect(formatIban('d')).toBe('D');
    expect(formatIban('DE89')).toBe('DE89');
    expect(formatIban('DE893')).toBe('DE89 3');
  });

  it('keeps a wrong character visible instead of dropping it', () => {
    expect(formatIban('DE89_3704')).toBe('DE89 _370 4');
  });
});

describe('maskIban', () => {
  it('shows the country, check digits and the last four, the rest masked, in groups of four', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• •••• •••• ••30 00');
    expect(maskIban('NO9386011117947')).toBe('NO93 •••• •••7 947');
  });

  it('leaves a text no longer than head and tail as it is, grouped', () => {
    expect(maskIban('DE891234')).toBe('DE89 1234');
    expect(maskIban('de89 12')).toBe('DE89 12');
    expect(maskIban('DE8')).toBe('DE8');
    expect(maskIban('')).toBe('');
  });
});

describe('maskAccountNumber', () => {
  it('keeps the last four characters behind a short mask', () => {
    expect(maskAccountNumber('0532013000')).toBe('•••• 3000');
    expect(maskAccountNumber('0417 1643-00')).toBe('•••• 4300');
  });

  it('leaves a number of four characters or fewer as it is', () => {
    expect(maskAccountNumber('123')).toBe('123');
    expect(maskAccountNumber('1234')).toBe('1234');
  });
});

describe('visibleTailOf', () => {
  it('is the last four characters of the compact form', () => {
    expect(visibleTailOf('DE89 3704 0044 0532 0130 00')).toBe('3000');
  });
});

describe('shortenAddress', () => {
  it('keeps the first six and last four characters around an ellipsis', () => {
    expect(shortenAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TR7NHq…Lj6t');
    expect(shortenAddress('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe('0xdAC1…1ec7');
  });

  it('leaves a short text whole', () => {
    expect(shortenAddress('abcdefghijk')).toBe('abcdefghijk');
    expect(shortenAddress('  abc ')).toBe('abc');
  });
});
