import { KYC_NATIONALITIES } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { nationalityOptions } from './nationality-options.js';

describe('nationalityOptions', () => {
  it('names every accepted country in the interface language, sorted as that language sorts', () => {
    const english = nationalityOptions('en-US');
    expect(english).toHaveLength(KYC_NATIONALITIES.length);
    expect(english.find((option) => option.code === 'TW')?.name).toBe('Taiwan');
    const names = english.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(nationalityOptions('ja-JP').find((option) => option.code === 'JP')?.name).toBe('日本');
    expect(nationalityOptions('vi-VN').find((option) => option.code === 'VN')?.name).toBe('Việt Nam');
  });
});
