import { describe, expect, it } from 'vitest';
import { needsEmail } from './user.js';

describe('needsEmail', () => {
  it('confines a member whose record has no email (registered by phone) to /without-email', () => {
    expect(needsEmail({ id: 'u-1', email: '' })).toBe(true);
  });

  it('lets a member with an email through', () => {
    expect(needsEmail({ id: 'u-1', email: 'trader01@example.com' })).toBe(false);
  });

  it('never asks a user without an id (no record yet, a guest) for an email', () => {
    expect(needsEmail({ id: '', email: '' })).toBe(false);
    expect(needsEmail({ id: '', email: 'trader01@example.com' })).toBe(false);
  });
});
