import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@signal-portal/core';
import { useTranslation } from '../shared.js';

/** The language the texts show in, for the number and date formats. */
export const useLanguage = (): Language => {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
};
