import { FALLBACK_LANGUAGE, RESOURCES } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { LOCALE_GROUPS, UNUSED_NAMESPACES } from './locale-groups.js';

describe('LOCALE_GROUPS', () => {
  it('puts every namespace the web shows in exactly one group, and leaves out only the unused ones', () => {
    const grouped = Object.values(LOCALE_GROUPS).flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped, ...UNUSED_NAMESPACES].sort()).toEqual(
      Object.keys(RESOURCES[FALLBACK_LANGUAGE]).sort(),
    );
  });
});
