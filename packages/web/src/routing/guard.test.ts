import { describe, expect, it } from 'vitest';
import { guardRedirect, type GuardInput } from './guard.js';

const input = (overrides: Partial<GuardInput>): GuardInput => ({
  audience: 'everyone',
  path: '/',
  isMember: false,
  emailRedirect: undefined,
  ...overrides,
});

describe('guardRedirect (spec section 2)', () => {
  it('shows public routes to everyone', () => {
    expect(guardRedirect(input({ path: '/' }))).toBeUndefined();
    expect(guardRedirect(input({ path: '/nowhere', isMember: true }))).toBeUndefined();
  });

  it('sends a member away from /login and /register/... to /signal', () => {
    expect(guardRedirect(input({ audience: 'guest', path: '/login', isMember: true }))).toEqual({
      to: '/signal',
    });
    expect(guardRedirect(input({ audience: 'guest', path: '/register/ABC', isMember: true }))).toEqual({
      to: '/signal',
    });
    expect(guardRedirect(input({ audience: 'guest', path: '/login', isMember: false }))).toBeUndefined();
  });

  it('returns a member who just logged in to the page that asked for the log-in', () => {
    expect(
      guardRedirect(input({ audience: 'guest', path: '/login', isMember: true, from: '/report?x=1' })),
    ).toEqual({ to: '/report?x=1' });
  });

  it('sends a guest on a member route to /login, remembering the page', () => {
    expect(guardRedirect(input({ audience: 'member', path: '/user-assets' }))).toEqual({
      to: '/login',
      from: '/user-assets',
    });
    expect(
      guardRedirect(input({ audience: 'member', path: '/user-assets', isMember: true })),
    ).toBeUndefined();
  });

  it("applies the core's email rule first, on every route", () => {
    for (const audience of ['everyone', 'guest', 'member'] as const) {
      expect(
        guardRedirect(input({ audience, path: '/x', isMember: true, emailRedirect: '/without-email' })),
      ).toEqual({ to: '/without-email' });
    }
    expect(guardRedirect(input({ path: '/without-email', emailRedirect: '/' }))).toEqual({ to: '/' });
  });
});
