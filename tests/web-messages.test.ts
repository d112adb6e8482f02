/**
 * Every toast the web app can show, in every language, resolved by the app's own i18next set-up from
 * the JSON text files the build writes: each showToast / showError call in packages/web/src is read
 * from the source (the keys it can pass, the values it gives), and its toast must read as text, never
 * as a key, with every {{placeholder}} filled. With the server down (only the shell's texts there),
 * a network failure still shows its own message and nothing shows a key.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  ERROR_CODES,
  isErrorCode,
  LANGUAGES,
  placeholdersOf,
  type ErrorCode,
  type Language,
} from '@signal-portal/core';
import { FakeClock } from '@signal-portal/fixtures';
import type { i18n } from 'i18next';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLocaleFiles } from '../packages/web/scripts/locale-plugin.mjs';
import { createI18n } from '../packages/web/src/i18n/create-i18n.js';
import {
  LOCALE_GROUPS,
  SHELL_ERROR_CODES,
  type LocaleGroup,
} from '../packages/web/src/i18n/locale-groups.js';
import { toastText } from '../packages/web/src/i18n/message-text.js';
import { UiStore, type Toast, type ToastType } from '../packages/web/src/stores/ui.store.js';
import { ROOT } from './support/portal.js';

const WEB_SRC = join(ROOT, 'packages/web/src');

/** A showToast call: the keys its message can be, the values it gives. */
interface ToastSite {
  readonly where: string;
  readonly keys: readonly string[];
  /** The names of the values given; null when they are not an object literal (cannot be read). */
  readonly params: readonly string[] | null;
}

/** A showError call: its code, or every code when it passes one it got at run time. */
interface ErrorSite {
  readonly where: string;
  readonly codes: readonly string[] | 'any';
}

const sourceFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) =>
        entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|test-helpers)\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${join(WEB_SRC, 'test-support')}`));
};

/**
 * The string literals an expression can evaluate to, following the file's own constants: a literal, a
 * condition's branches, a record (`TOASTS[action]`, `toast.message`) to every text in its initialiser.
 */
const literalsOf = (expression: ts.Node, file: ts.SourceFile, seen = new Set<string>()): string[] => {
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (ts.isConditionalExpression(expression))
    return [...literalsOf(expression.whenTrue, file, seen), ...literalsOf(expression.whenFalse, file, seen)];
  if (
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isNonNullExpression(expression) ||
    ts.isPropertyAccessExpression(expression) ||
    ts.isElementAccessExpression(expression)
  )
    return literalsOf(expression.expression, file, seen);
  if (ts.isObjectLiteralExpression(expression))
    return expression.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) ? literalsOf(property.initializer, file, seen) : [],
    );
  if (ts.isIdentifier(expression) && !seen.has(expression.text)) {
    seen.add(expression.text);
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === expression.text &&
        node.initializer
      )
        found.push(...literalsOf(node.initializer, file, seen));
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  }
  return [];
};

/** Text keys look like 'namespace.key'; toast types ('check') do not. */
const isTextKey = (text: string): boolean => /^[A-Za-z]+(\.[\w]+)+$/.test(text);

const readCallSites = async (): Promise<{ toasts: ToastSite[]; errors: ErrorSite[] }> => {
  const toasts: ToastSite[] = [];
  const errors: ErrorSite[] = [];
  for (const path of await sourceFiles(WEB_SRC)) {
    // The store's own calls are its implementation: showError's toast is checked through showError.
    if (path.endsWith(join('stores', 'ui.store.ts'))) continue;
    const file = ts.createSourceFile(path, await readFile(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        const where = `${relative(ROOT, path)}:${line}`;
        const [first, second, third] = node.arguments;
        if (method === 'showToast' && second) {
          const params =
            third === undefined
              ? []
              : ts.isObjectLiteralExpression(third)
                ? third.properties.flatMap((property) =>
                    property.name && ts.isIdentifier(property.name) ? [property.name.text] : [],
                  )
                : null;
          toasts.push({ where, keys: literalsOf(second, file).filter(isTextKey), params });
        }
        if (method === 'showError' && first) {
          errors.push({
            where,
            codes: ts.isStringLiteralLike(first) ? [first.text] : 'any',
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { toasts, errors };
};

/** The texts as the app holds them after fetching the given groups of a language's JSON files. */
const i18nWith = async (
  dir: string,
  manifest: Record<string, Record<string, string>>,
  language: Language,
  groups: readonly LocaleGroup[],
): Promise<i18n> => {
  const instance = createI18n();
  for (const group of groups) {
    const name = manifest[language]?.[group]?.split('/').pop() ?? '';
    const bundle = JSON.parse(await readFile(join(dir, name), 'utf8')) as object;
    instance.addResourceBundle(language, 'translation', bundle, true, true);
  }
  await instance.changeLanguage(language);
  return instance;
};

/** The toast a real UiStore shows for a code (the messages' group given as loaded, or not). */
const errorToast = async (code: ErrorCode, textsThere: boolean): Promise<Toast> => {
  const ui = new UiStore({
    clock: new FakeClock(),
    requireTexts: () => (textsThere ? Promise.resolve() : Promise.reject(new Error('offline'))),
  });
  await ui.showError(code);
  const [toast] = ui.toasts;
  if (!toast) throw new Error(`no toast for ${code}`);
  return toast;
};

const placeholderFree = (text: string): boolean => !/\{\{|\}\}/.test(text);

describe('every toast and error message of the web app resolves to text in every language', () => {
  let dir: string;
  let manifest: Record<string, Record<string, string>>;
  let sites: Awaited<ReturnType<typeof readCallSites>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'web-messages-'));
    manifest = (await writeLocaleFiles(dir)).manifest;
    sites = await readCallSites();
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds the call sites, and reads the keys and values of each', () => {
    expect(sites.toasts.length).toBeGreaterThan(20);
    expect(sites.errors.length).toBeGreaterThan(15);
    const unread = sites.toasts.filter((site) => site.keys.length === 0 || site.params === null);
    expect(unread.map((site) => site.where)).toEqual([]);
    const unknown = sites.errors.filter((site) => site.codes !== 'any' && !site.codes.every(isErrorCode));
    expect(unknown.map((site) => site.where)).toEqual([]);
  });

  it.each(LANGUAGES)(
    '%s: each toast shows its own text, every placeholder given a value',
    async (language) => {
      const texts = await i18nWith(dir, manifest, language, Object.keys(LOCALE_GROUPS) as LocaleGroup[]);
      const problems: string[] = [];
      for (const site of sites.toasts) {
        for (const key of site.keys) {
          const raw = texts.getResource(language, 'translation', key) as unknown;
          if (typeof raw !== 'string') {
            problems.push(`${site.where}: ${key} has no text`);
            continue;
          }
          const missing = placeholdersOf(raw).filter((name) => !(site.params ?? []).includes(name));
          if (missing.length > 0) problems.push(`${site.where}: ${key} is not given ${missing.join(', ')}`);
          const params = Object.fromEntries((site.params ?? []).map((name) => [name, 7]));
          const shown = toastText(texts, {
            id: 1,
            type: 'check',
            message: key,
            params,
            count: 1,
          });
          if (shown === key || !placeholderFree(shown))
            problems.push(`${site.where}: ${key} shows '${shown}'`);
        }
      }
      const codes = [
        ...new Set(
          sites.errors.flatMap((site) =>
            site.codes === 'any' ? ERROR_CODES : site.codes.filter(isErrorCode),
          ),
        ),
      ];
      for (const code of codes) {
        const toast = await errorToast(code, true);
        const shown = toastText(texts, toast);
        const raw = texts.getResource(language, 'translation', toast.message) as unknown;
        // Its own text, with the values the toast carries (limits the core knows, such as a maximum).
        const own =
          typeof raw === 'string'
            ? raw.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
                toast.params && name in toast.params ? String(toast.params[name]) : whole,
              )
            : raw;
        if (shown !== own || !placeholderFree(shown)) problems.push(`showError(${code}) shows '${shown}'`);
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(LANGUAGES)(
    '%s: with the server down, network failures show their own message and nothing shows a key',
    async (language) => {
      const shell = await i18nWith(dir, manifest, language, ['shell']);
      const problems: string[] = [];
      for (const code of SHELL_ERROR_CODES) {
        const shown = toastText(shell, await errorToast(code, false));
        if (shown !== shell.getResource(language, 'translation', `errors.${code}`))
          problems.push(`showError(${code}) shows '${shown}'`);
      }
      const types: readonly ToastType[] = ['check', 'error', 'copy', 'warning', 'warning2'];
      for (const key of sites.toasts.flatMap((site) => site.keys)) {
        for (const type of types) {
          const shown = toastText(shell, { id: 1, type, message: key, params: {}, count: 1 });
          if (isTextKey(shown) || !placeholderFree(shown)) problems.push(`${key} (${type}) shows '${shown}'`);
        }
      }
      for (const code of ERROR_CODES) {
        const shown = toastText(shell, await errorToast(code, false));
        if (isTextKey(shown) || !placeholderFree(shown)) problems.push(`showError(${code}) shows '${shown}'`);
      }
      expect(problems).toEqual([]);
    },
  );
});
