/** The browser's preferred languages, best first (the core picks the first one it supports). */
export type PreferredLanguages = () => readonly string[];
export const PreferredLanguages = Symbol('PreferredLanguages');

export const browserPreferredLanguages: PreferredLanguages = () =>
  navigator.languages.length > 0 ? navigator.languages : [navigator.language];
