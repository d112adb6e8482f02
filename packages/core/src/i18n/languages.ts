/** The six interface languages (spec section 1) and the fallback. */
export const LANGUAGES = ['zh-TW', 'zh-CN', 'en-US', 'my-MM', 'vi-VN', 'ja-JP'] as const;
export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = 'en-US';

/** Each language's own name, for the language picker: the same in every interface language. */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<Language, string>> = {
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
  'en-US': 'English',
  'my-MM': 'မြန်မာဘာသာ',
  'vi-VN': 'Tiếng Việt',
  'ja-JP': '日本語',
};

/** Storage key of the locally saved choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The cookie in which the web app repeats the language on screen, so the server can send a guest's
 * first view (the landing page inside the entry page) in that language before any script runs.
 */
export const LANGUAGE_COOKIE = 'sp_language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * Maps a browser language tag to one of ours: exact match first (case-insensitive), then Chinese
 * script/region rules (zh-Hant, zh-HK, zh-MO -> zh-TW; other zh -> zh-CN), then the primary subtag
 * (ja -> ja-JP, vi -> vi-VN, my -> my-MM, en -> en-US).
 */
export const matchLanguage = (tag: string): Language | undefined => {
  const lower = tag.trim().replace(/_/g, '-').toLowerCase();
  if (lower === '') return undefined;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const [primary, ...rest] = lower.split('-');
  if (primary === 'zh') {
    return rest.some((part) => part === 'hant' || part === 'tw' || part === 'hk' || part === 'mo')
      ? 'zh-TW'
      : 'zh-CN';
  }
  return LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === primary);
};

/**
 * The initial language (spec section 4): the one saved locally, else the first supported browser
 * language, else en-US.
 */
export const resolveLanguage = (
  saved: string | null | undefined,
  browserLanguages: readonly string[],
): Language => {
  if (isLanguage(saved)) return saved;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
};
