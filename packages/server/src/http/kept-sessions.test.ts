import { describe, expect, it } from 'vitest';
import { KeptSessions, SESSION_KEEP_MS, type LiveSession } from './kept-sessions.js';

const T0 = new Date('2026-05-01T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const live = (userId: string, expiresAt = at(30 * 86_400_000)): LiveSession => ({ userId, expiresAt });

/** A database read that counts its calls and answers what it is told. */
const reader = (answer: () => LiveSession | undefined) => {
  let calls = 0;
  const read = () => {
    calls += 1;
    return Promise.resolve(answer());
  };
  return { read, calls: () => calls };
};

describe('KeptSessions', () => {
  it('reads a session once and answers from memory until SESSION_KEEP_MS after that read', async () => {
    const sessions = new KeptSessions();
    const db = reader(() => live('u1'));
    expect(await sessions.read('s1', 'h1', at(0), db.read)).toBe('u1');
    expect(await sessions.read('s1', 'h1', at(SESSION_KEEP_MS - 1), db.read)).toBe('u1');
    expect(db.calls()).toBe(1);
    expect(await sessions.read('s1', 'h1', at(SESSION_KEEP_MS), db.read)).toBe('u1');
    expect(db.calls()).toBe(2);
  });

  it('keeps a session no later than its expiry', async () => {
    const sessions = new KeptSessions();
    let answer: LiveSession | undefined = live('u1', at(1_000));
    const db = reader(() => answer);
    expect(await sessions.read('s1', 'h1', at(0), db.read)).toBe('u1');
    expect(await sessions.read('s1', 'h1', at(999), db.read)).toBe('u1');
    answer = undefined;
    expect(await sessions.read('s1', 'h1', at(1_000), db.read)).toBeUndefined();
    expect(db.calls()).toBe(2);
  });

  it('forgets a session whose end was announced, and never keeps an unknown one', async () => {
    const sessions = new KeptSessions();
    let answer: LiveSession | undefined = live('u1');
    const db = reader(() => answer);
    await sessions.read('s1', 'h1', at(0), db.read);
    answer = undefined;
    sessions.ended('h1');
    expect(await sessions.read('s1', 'h1', at(1), db.read)).toBeUndefined();
    expect(await sessions.read('s1', 'h1', at(2), db.read)).toBeUndefined();
    expect(db.calls()).toBe(3);
    expect(sessions.size).toBe(0);
  });

  it('does not keep what a read saw when an end was announced while it read', async () => {
    const sessions = new KeptSessions();
    let calls = 0;
    const readDuringLogout = () => {
      calls += 1;
      // The row was read before the revoke committed; its announcement arrives before the answer.
      sessions.ended('h1');
      return Promise.resolve(live('u1'));
    };
    expect(await sessions.read('s1', 'h1', at(0), readDuringLogout)).toBe('u1');
    expect(sessions.size).toBe(0);
    await sessions.read('s1', 'h1', at(1), () => Promise.resolve(undefined));
    expect(calls).toBe(1);
  });

  it('answers a kept session only to its own site', async () => {
    const sessions = new KeptSessions();
    await sessions.read('s1', 'h1', at(0), () => Promise.resolve(live('u1')));
    const other = reader(() => undefined);
    expect(await sessions.read('s2', 'h1', at(1), other.read)).toBeUndefined();
    expect(other.calls()).toBe(1);
    expect(await sessions.read('s1', 'h1', at(2), other.read)).toBe('u1');
  });

  it('holds at most its bound, the least recently used going first', async () => {
    const sessions = new KeptSessions(2);
    const db = reader(() => live('u'));
    await sessions.read('s1', 'a', at(0), db.read);
    await sessions.read('s1', 'b', at(0), db.read);
    await sessions.read('s1', 'a', at(1), db.read); // a is now the most recent
    await sessions.read('s1', 'c', at(2), db.read); // b goes
    expect(sessions.size).toBe(2);
    expect(db.calls()).toBe(3);
    await sessions.read('s1', 'a', at(3), db.read);
    await sessions.read('s1', 'c', at(3), db.read);
    expect(db.calls()).toBe(3);
    await sessions.read('s1', 'b', at(3), db.read);
    expect(db.calls()).toBe(4);
  });
});
