/** Values for `{{name}}` placeholders. */
export type TranslationParams = Readonly<Record<string, string | number>>;

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** The distinct placeholder names of a text, sorted: 'From {{min}} to {{max}}' -> ['max', 'min']. */
export const placeholdersOf = (text: string): readonly string[] =>
  [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))].sort();

/** Replaces `{{name}}` (spaces inside the braces allowed); a placeholder without a value stays visible. */
export const interpolate = (template: string, params?: TranslationParams): string =>
  params === undefined
    ? template
    : template.replace(PLACEHOLDER, (placeholder, name: string) =>
        hasOwn(params, name) ? String(params[name]) : placeholder,
      );
