import { ERROR_CODES, errorGroupOf, FALLBACK_LANGUAGE, LANGUAGES, RESOURCES } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { LOCALE_GROUPS, localeBundleOf, SHELL_ERROR_CODES, UNUSED_NAMESPACES } from './locale-groups.js';
import type { LocaleBundle } from './locale-groups.js';

describe('LOCALE_GROUPS', () => {
  it('puts every namespace the web shows in exactly one group, and leaves out only the unused ones', () => {
    const grouped = Object.values(LOCALE_GROUPS).flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped, ...UNUSED_NAMESPACES].sort()).toEqual(
      Object.keys(RESOURCES[FALLBACK_LANGUAGE]).sort(),
    );
  });
});

describe('the shell texts', () => {
  it("hold the message of every failure that needs no answer from the server (the catalogue's infrastructure group)", () => {
    const infrastructure = ERROR_CODES.filter((code) => errorGroupOf(code) === 'infrastructure');
    expect(SHELL_ERROR_CODES).toEqual(expect.arrayContaining(infrastructure));
    expect(new Set(SHELL_ERROR_CODES).size).toBe(SHELL_ERROR_CODES.length);
  });

  it.each(LANGUAGES)('%s: carry those messages beside their namespaces', (language) => {
    const resource = RESOURCES[language];
    const shell = localeBundleOf(resource, 'shell');
    expect(Object.keys(shell).sort()).toEqual([...LOCALE_GROUPS.shell, 'errors'].sort());
    expect(shell['errors']).toEqual(
      Object.fromEntries(SHELL_ERROR_CODES.map((code) => [code, resource.errors[code]])),
    );
    expect(localeBundleOf(resource as unknown as LocaleBundle, 'errors')).toEqual({
      errors: resource.errors,
    });
  });
});
