import { describe, expect, it } from 'vitest';
import { codeTargetOf } from './code-target.js';

describe('codeTargetOf', () => {
  it('names where the code goes: the email, or the phone as the contact holds it', () => {
    expect(codeTargetOf({ method: 'email', email: 'a@example.com' })).toBe('a@example.com');
    expect(codeTargetOf({ method: 'phone', countryCode: 'TW', phone: '+886912345678' })).toBe(
      '+886912345678',
    );
  });
});
