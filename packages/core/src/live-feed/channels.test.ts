import { describe, expect, it } from 'vitest';
import { isChannelName, LIVE_FEED_CHANNELS } from './channels.js';

describe('isChannelName', () => {
  it('takes letters, digits, dots, underscores and dashes, 1 to 100 of them', () => {
    for (const name of [
      'signals',
      'wallet',
      LIVE_FEED_CHANNELS.signal('9f1c-42_a.b'),
      'a',
      'x'.repeat(100),
    ]) {
      expect(isChannelName(name)).toBe(true);
    }
  });

  it('refuses an empty name, a longer one, and any other character anywhere', () => {
    for (const name of [
      '',
      'x'.repeat(101),
      'signal 1',
      'signal#1',
      '#signals',
      'signals#',
      'sig/nal',
      'é',
    ]) {
      expect(isChannelName(name)).toBe(false);
    }
  });
});
