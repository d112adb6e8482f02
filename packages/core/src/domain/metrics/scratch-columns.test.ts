import { describe, expect, it } from 'vitest';
import { scratchFloat64, scratchInt32, scratchUint8, type ScratchRole } from './scratch-columns.js';

/** Columns of 64 KB and more are kept for reuse; below that each request gets a new buffer. */
const KEPT_FROM_BYTES = 64 * 1024;

/**
 * A role no computation has asked for yet in this process. Test files share their modules here
 * (and a kept buffer outlives a test), so a role of the engine's may already hold a buffer; the
 * first request for a role needs a role of its own.
 */
let roles = 0;
const freshRole = (): ScratchRole => `test-role-${(roles += 1)}-${Date.now()}` as ScratchRole;

describe('scratch columns', () => {
  it('gives a small column a buffer of its own, of exactly its length', () => {
    const a = scratchFloat64('openMs', 100);
    const b = scratchFloat64('openMs', 100);
    expect(a.length).toBe(100);
    expect(a.buffer).not.toBe(b.buffer);
    expect(a.buffer.byteLength).toBe(800);
    const justBelow = scratchUint8('symbolOf', KEPT_FROM_BYTES - 1);
    expect(justBelow.buffer).not.toBe(scratchUint8('symbolOf', KEPT_FROM_BYTES - 1).buffer);
  });

  it('keeps a column of exactly 64 KB', () => {
    const role = freshRole();
    const column = scratchUint8(role, KEPT_FROM_BYTES);
    expect(scratchUint8(role, KEPT_FROM_BYTES).buffer).toBe(column.buffer);
  });

  it('gives the first request for a role a new buffer with a little room to grow (at most an eighth more)', () => {
    const role = freshRole();
    const length = KEPT_FROM_BYTES / 8 + 1;
    const column = scratchFloat64(role, length);
    expect(column.length).toBe(length);
    expect(column.byteOffset).toBe(0);
    expect(column.buffer.byteLength).toBeGreaterThanOrEqual(length * 8);
    expect(column.buffer.byteLength).toBeLessThanOrEqual(Math.ceil((length * 8 * 9) / 8 / 8) * 8);
    // Every byte can be written and read back.
    column.fill(7.5);
    expect(column.every((value) => value === 7.5)).toBe(true);
  });

  it('reuses the buffer of a role for the next request that fits in it: shorter, a few more, or exactly its size', () => {
    const role = freshRole();
    const length = 10_000;
    const first = scratchFloat64(role, length);
    const kept = first.buffer;
    const shorter = scratchFloat64(role, length - 1_000);
    expect(shorter.buffer).toBe(kept);
    expect(shorter.length).toBe(length - 1_000);
    // A history a few trades longer: within the room to grow.
    const longer = scratchFloat64(role, length + 1_000);
    expect(longer.buffer).toBe(kept);
    expect(longer.length).toBe(length + 1_000);
    const exact = scratchFloat64(role, kept.byteLength / 8);
    expect(exact.buffer).toBe(kept);
    expect(exact.length).toBe(kept.byteLength / 8);
  });

  it('grows a role past its buffer into a new one, kept from then on', () => {
    const role = freshRole();
    const first = scratchInt32(role, 20_000);
    const grown = scratchInt32(role, first.buffer.byteLength / 4 + 1);
    expect(grown.buffer).not.toBe(first.buffer);
    expect(grown.length).toBe(first.buffer.byteLength / 4 + 1);
    expect(grown.buffer.byteLength).toBeGreaterThanOrEqual(grown.length * 4);
    expect(scratchInt32(role, 20_000).buffer).toBe(grown.buffer);
  });

  it('keeps one buffer per role: two roles never share one', () => {
    const one = freshRole();
    const other = freshRole();
    const a = scratchUint8(one, 100_000);
    const b = scratchUint8(other, 100_000);
    expect(a.buffer).not.toBe(b.buffer);
    a.fill(1);
    b.fill(2);
    expect(a.every((value) => value === 1)).toBe(true);
  });
});
