import { describe, expect, it } from 'vitest';
import { textsOf } from '../texts/resource-texts.js';
import { ABSENT, createFormatter } from './format.js';

const en = createFormatter(textsOf('en-US'));

describe('createFormatter', () => {
  it('prints USD at cents from the decimal string, never through a float', () => {
    expect(en.usd('1234.5')).toBe('1234.50');
    expect(en.usd('0.1')).toBe('0.10');
    expect(en.usd('123456789012345678.125')).toBe('123456789012345678.13');
    expect(en.usd('-250')).toBe('-250.00');
  });

  it('keeps other amounts exactly as the API wrote them', () => {
    expect(en.amount('495.000000')).toBe('495.000000');
    expect(en.amount('0.00001600')).toBe('0.00001600');
  });

  it('shows ratios as percentages and absent figures as a dash', () => {
    expect(en.percent(0.230168)).toBe('23.02%');
    expect(en.percent(null)).toBe(ABSENT);
    expect(en.ratio(4.157537)).toBe('4.16');
    expect(en.ratio(undefined)).toBe(ABSENT);
  });

  it('shows times in UTC to the minute', () => {
    expect(en.dateTime('2026-11-21T05:12:05.808Z')).toBe('2026-11-21 05:12 UTC');
    expect(en.dateTime(null)).toBe(ABSENT);
  });

  it('shows durations in the language of the run', () => {
    expect(en.duration(26_737)).toBe('7 h 25 min');
    expect(en.duration(7_776_000)).toBe('90 d');
    expect(en.duration(42)).toBe('42 s');
    expect(createFormatter(textsOf('ja-JP')).duration(90_000)).toBe('1日 1時間');
    expect(en.duration(null)).toBe(ABSENT);
  });

  it('translates yes and no', () => {
    expect(en.yesNo(true)).toBe('Yes');
    expect(createFormatter(textsOf('zh-TW')).yesNo(false)).not.toBe('No');
  });
});
