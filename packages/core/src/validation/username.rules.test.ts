import { describe, expect, it } from 'vitest';
import { validateUsername } from './username.rules.js';

describe('validateUsername', () => {
  it.each([
    'trader',
    'Trader2024',
    'abcdefghij0123456789',
    '交易員小王很厲害',
    'ကျွန်တော်ရဲ့',
    'NguyễnVăn',
    'たろうトレーダー',
  ])('accepts %s', (name) => {
    expect(validateUsername(name)).toEqual({ error: false, value: name.normalize('NFC') });
  });

  it('trims and returns the trimmed value', () => {
    expect(validateUsername('  trader01  ')).toEqual({ error: false, value: 'trader01' });
  });

  it('counts code points, not UTF-16 units: 6 astral letters are 6 characters', () => {
    const sixAstral = '𠀀𠀁𠀂𠀃𠀄𠀅'; // 12 UTF-16 units, 6 code points
    expect(sixAstral.length).toBe(12);
    expect(validateUsername(sixAstral).error).toBe(false);
    expect(validateUsername('𠀀'.repeat(21)).error).toBe(true);
  });

  it('normalises to NFC so a decomposed Vietnamese name equals the composed one', () => {
    const decomposed = 'Nguyễn123'.normalize('NFD');
    expect(validateUsername(decomposed)).toEqual({ error: false, value: 'Nguyễn123'.normalize('NFC') });
  });

  it.each([
    ['5 characters', 'abcde'],
    ['21 characters', 'a'.repeat(21)],
    ['empty', ''],
    ['inner space', 'john smith'],
    ['underscore', 'john_smith'],
    ['dot', 'john.smith'],
    ['at sign', 'john@home'],
    ['emoji', 'trader😀x'],
    ['leading mark', '\u0301abcdef'],
  ])('refuses %s with USERNAME_INVALID', (_name, input) => {
    expect(validateUsername(input)).toEqual({ error: true, value: 'USERNAME_INVALID' });
  });
});
