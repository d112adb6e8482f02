import type { LocaleResource } from '@signal-portal/core';

// Keys passed to `t()` are checked against the reference locale: a misspelt key does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: LocaleResource };
  }
}
