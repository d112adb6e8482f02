import { ok } from '@signal-portal/core';
import { describe, expect, it, vi } from 'vitest';
import { settled } from './settled.js';

describe('settled', () => {
  it('passes a Result through, and answers a rejection as INTERNAL_ERROR (logged)', async () => {
    expect(await settled(Promise.resolve(ok(1)))).toEqual(ok(1));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await settled(Promise.reject(new TypeError('boom')))).toEqual({
      error: true,
      value: 'INTERNAL_ERROR',
    });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
