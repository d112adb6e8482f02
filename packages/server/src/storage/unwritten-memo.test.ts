import { describe, expect, it } from 'vitest';
import { UnwrittenMemo } from './unwritten-memo.js';

/** A database stand-in whose write generation the test moves. */
const writer = () => {
  let generation = 0;
  return { writeGeneration: () => generation, write: () => (generation += 1) };
};

const at = (ms: number) => new Date(ms);

describe('UnwrittenMemo', () => {
  it('gives the kept answer while nothing was written and the time is within its span', async () => {
    const db = writer();
    const memo = new UnwrittenMemo<string>(db);
    let reads = 0;
    const read = () => Promise.resolve({ value: `answer ${(reads += 1)}`, until: at(2_000) });
    expect(await memo.read('k', at(1_000), read)).toBe('answer 1');
    expect(await memo.read('k', at(1_999), read)).toBe('answer 1');
    // At its end, before its start (a clock moved back), after a write: read again.
    expect(await memo.read('k', at(2_000), read)).toBe('answer 2');
    expect(await memo.read('k', at(999), read)).toBe('answer 3');
    db.write();
    expect(await memo.read('k', at(999), read)).toBe('answer 4');
    expect(await memo.read('other', at(999), read)).toBe('answer 5');
  });

  it('keeps an answer without an end until the next write', async () => {
    const db = writer();
    const memo = new UnwrittenMemo<number>(db);
    let reads = 0;
    const read = () => Promise.resolve({ value: (reads += 1), until: undefined });
    await memo.read('k', at(0), read);
    expect(await memo.read('k', at(10 ** 12), read)).toBe(1);
    db.write();
    expect(await memo.read('k', at(10 ** 12), read)).toBe(2);
  });

  it('does not keep the answer of a read that overlapped a write, nor one that ends at once', async () => {
    const db = writer();
    const memo = new UnwrittenMemo<number>(db);
    let reads = 0;
    const overlapped = () => {
      db.write();
      return Promise.resolve({ value: (reads += 1), until: undefined });
    };
    await memo.read('k', at(0), overlapped);
    expect(await memo.read('k', at(0), () => Promise.resolve({ value: 99, until: at(0) }))).toBe(99);
    expect(await memo.read('k', at(0), () => Promise.resolve({ value: 100, until: undefined }))).toBe(100);
    expect(await memo.read('k', at(0), () => Promise.resolve({ value: 101, until: undefined }))).toBe(100);
  });

  it('reads every time where other processes may write (no write generation)', async () => {
    const memo = new UnwrittenMemo<number>({});
    let reads = 0;
    const read = () => Promise.resolve({ value: (reads += 1), until: undefined });
    await memo.read('k', at(0), read);
    expect(await memo.read('k', at(0), read)).toBe(2);
  });

  it('keeps at most its bound, the least recently used going first', async () => {
    const memo = new UnwrittenMemo<string>(writer(), 2);
    const answer = (value: string) => () => Promise.resolve({ value, until: undefined });
    await memo.read('a', at(0), answer('a1'));
    await memo.read('b', at(0), answer('b1'));
    await memo.read('a', at(0), answer('a2'));
    await memo.read('c', at(0), answer('c1'));
    expect(await memo.read('a', at(0), answer('a3'))).toBe('a1');
    expect(await memo.read('b', at(0), answer('b2'))).toBe('b2');
  });
});
