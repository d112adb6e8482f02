import { errorMessageKey } from '@signal-portal/core';
import type { i18n, ParseKeys } from 'i18next';
import type { Toast, ToastType } from '../stores/ui.store.js';

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * What shows while a message's own text is missing (its group of texts could not be fetched, e.g.
 * with the server down): texts of the shell, which is on screen before anything else, so never a key.
 */
export const TOAST_FALLBACK: Readonly<Record<ToastType, ParseKeys>> = {
  check: 'toast.done',
  error: errorMessageKey('apiError'),
  copy: 'toast.copied',
  warning: errorMessageKey('apiError'),
  warning2: errorMessageKey('apiError'),
};

/** A refusal at a field whose message is missing: the general "check your input". */
export const FIELD_FALLBACK: ParseKeys = errorMessageKey('WRONG_DATA_FORMAT');

/** The text of a message the user sees: its own when i18next holds it, else the fallback's. */
export const messageText = (
  i18n: i18n,
  key: ParseKeys,
  params: MessageParams,
  fallback: ParseKeys,
): string => {
  const own: unknown = i18n.exists(key) ? i18n.t(key, params) : undefined;
  return typeof own === 'string' ? own : String(i18n.t(fallback));
};

/** The text of a toast. */
export const toastText = (i18n: i18n, toast: Toast): string =>
  messageText(i18n, toast.message, toast.params, TOAST_FALLBACK[toast.type]);
