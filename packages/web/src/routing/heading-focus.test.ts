import { describe, expect, it } from 'vitest';
import { HeadingFocusPolicy } from './heading-focus.js';

describe('HeadingFocusPolicy', () => {
  it('leaves the first screen after the page loads alone, also when React mounts it twice', () => {
    const policy = new HeadingFocusPolicy();
    expect(policy.shouldFocus('default')).toBe(false);
    expect(policy.shouldFocus('default')).toBe(false);
  });

  it('moves focus on every screen a navigation brings, back to the first one included', () => {
    const policy = new HeadingFocusPolicy();
    policy.shouldFocus('first');
    expect(policy.shouldFocus('a1')).toBe(true);
    expect(policy.shouldFocus('b2')).toBe(true);
    expect(policy.shouldFocus('first')).toBe(true);
  });
});
