import { describe, expect, it } from 'vitest';
import { parsePendingSignUp, pendingSignUpOf } from './sign-up.js';

describe('pending sign-ups', () => {
  const byEmail = pendingSignUpOf(
    {
      method: 'email',
      email: 'ann@example.com',
      username: 'ann01',
      over18: true,
      acceptTerms: true,
    },
    'ja-JP',
    'referrer-id',
  );
  const byPhone = pendingSignUpOf(
    {
      method: 'phone',
      countryCode: 'TW',
      phone: '+886912345678',
      username: 'bob01',
      over18: true,
      acceptTerms: true,
    },
    'zh-TW',
    null,
  );

  it('keeps only the contact of the method signed up with, the language and the referrer', () => {
    expect(byEmail).toEqual({
      username: 'ann01',
      email: 'ann@example.com',
      countryCode: '',
      phone: '',
      language: 'ja-JP',
      referrerId: 'referrer-id',
    });
    expect(byPhone).toEqual({
      username: 'bob01',
      email: '',
      countryCode: 'TW',
      phone: '+886912345678',
      language: 'zh-TW',
      referrerId: null,
    });
  });

  it('reads back what it stored', () => {
    expect(parsePendingSignUp({ ...byEmail })).toEqual(byEmail);
    expect(parsePendingSignUp({ ...byPhone })).toEqual(byPhone);
  });

  it('reads nothing from a payload of another shape, field by field', () => {
    const broken: Record<string, unknown>[] = [
      { ...byEmail, username: 7 },
      { ...byEmail, email: null },
      { ...byEmail, countryCode: undefined },
      { ...byEmail, phone: 886 },
      { ...byEmail, language: 'xx-XX' },
      { ...byEmail, referrerId: 12 },
      { ...byEmail, referrerId: undefined },
      { userId: 'someone', email: 'ann@example.com' },
    ];
    for (const payload of broken)
      expect(parsePendingSignUp(payload), JSON.stringify(payload)).toBeUndefined();
  });
});
