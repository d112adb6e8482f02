import { describe, expect, it } from 'vitest';
import { hyperlinkContextFor } from './site-info.js';

describe('hyperlinkContextFor', () => {
  const site = {
    hyperlinkContext: 'Trading academy',
    hyperlinkContextByLanguage: { 'ja-JP': 'トレーディングアカデミー', 'vi-VN': '  ' },
  };

  it("gives the language's own text", () => {
    expect(hyperlinkContextFor(site, 'ja-JP')).toBe('トレーディングアカデミー');
  });

  it('falls back to the one text for a language without its own (or a blank one)', () => {
    expect(hyperlinkContextFor(site, 'zh-TW')).toBe('Trading academy');
    expect(hyperlinkContextFor(site, 'vi-VN')).toBe('Trading academy');
    expect(hyperlinkContextFor({ hyperlinkContext: 'Help' }, 'ja-JP')).toBe('Help');
  });
});
