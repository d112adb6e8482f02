import { KYC_NATIONALITIES, type Language } from '@signal-portal/core';

export interface NationalityOption {
  readonly code: string;
  readonly name: string;
}

const cache = new Map<Language, readonly NationalityOption[]>();

/**
 * Every nationality the core accepts, named in the interface language (Intl.DisplayNames) and sorted
 * the way that language sorts (Intl.Collator); a code the browser cannot name shows as itself.
 */
export const nationalityOptions = (language: Language): readonly NationalityOption[] => {
  const known = cache.get(language);
  if (known) return known;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  const options = KYC_NATIONALITIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
  cache.set(language, options);
  return options;
};
