import { describe, expect, it } from 'vitest';
import { formatTokenAmount, tokenScale } from './format-tokens.js';

describe('token amounts', () => {
  it('show exactly the decimals they have, without trailing zeros', () => {
    expect(tokenScale('20')).toBe(0);
    expect(tokenScale('0.30')).toBe(1);
    expect(tokenScale('1000000.000000000000000001')).toBe(18);
    expect(formatTokenAmount('1234567', 'en-US')).toBe('1,234,567');
    expect(formatTokenAmount('0.3', 'vi-VN')).toBe('0,3');
    expect(formatTokenAmount('1000000.000000000000000001', 'en-US')).toBe('1,000,000.000000000000000001');
  });
});
