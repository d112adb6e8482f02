import { FALLBACK_LANGUAGE } from '@signal-portal/core';
import i18next, { type i18n } from 'i18next';

/**
 * An i18next instance without texts: LocaleTexts adds them per language and group. Every locale has
 * every key (the compiler checks it against en-US), so the fallback language never needs downloading.
 */
export const createI18n = (): i18n => {
  const instance = i18next.createInstance();
  void instance.init({
    fallbackLng: FALLBACK_LANGUAGE,
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { bindI18nStore: 'added', useSuspense: false },
  });
  return instance;
};

/** The app's i18next instance in the container. */
export const I18n = Symbol('I18n');
