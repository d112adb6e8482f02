import { describe, expect, it } from 'vitest';
import { backPlaceOf, backTargetOf, DEFAULT_BACK_TARGET } from './back-target.js';

describe('backTargetOf', () => {
  it('returns to the account settings by default', () => {
    expect(backTargetOf('', null)).toBe(DEFAULT_BACK_TARGET);
    expect(backTargetOf('?other=1', { other: '/withdraw' })).toBe(DEFAULT_BACK_TARGET);
  });

  it('follows ?back= first, then the history state', () => {
    expect(backTargetOf('?back=%2Fwithdraw', null)).toBe('/withdraw');
    expect(backTargetOf('?back=/withdraw?type=WIRE', null)).toBe('/withdraw?type=WIRE');
    expect(backTargetOf('', { back: '/withdraw' })).toBe('/withdraw');
    expect(backTargetOf('?back=/user-assets', { back: '/withdraw' })).toBe('/user-assets');
  });

  it('never leaves the site: other origins and odd paths fall back', () => {
    for (const back of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'withdraw',
      '/with draw',
      '',
    ])
      expect(backTargetOf(`?back=${encodeURIComponent(back)}`, { back })).toBe(DEFAULT_BACK_TARGET);
  });
});

describe('backPlaceOf', () => {
  it('names the settings, the withdrawal page or just "back"', () => {
    expect(backPlaceOf('/account-settings')).toBe('settings');
    expect(backPlaceOf('/withdraw?type=CRYPTO')).toBe('withdraw');
    expect(backPlaceOf('/user-assets')).toBe('previous');
  });
});
