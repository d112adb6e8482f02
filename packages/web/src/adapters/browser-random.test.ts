import { IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { BrowserRandom } from './browser-random.js';

describe('BrowserRandom', () => {
  it('gives the bytes asked for, different each time', () => {
    const random = new BrowserRandom();
    const a = random.bytes(16);
    expect(a).toHaveLength(16);
    expect(random.bytes(16)).not.toEqual(a);
  });

  it('makes idempotency keys in the UUID v4 form the server expects', () => {
    const key = newIdempotencyKey(new BrowserRandom());
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
