/**
 * Where an account editor returns after saving or cancelling: the page the member came from, given as
 * `?back=/withdraw` in the address or `{ back: '/withdraw' }` in the history state (the withdrawal
 * page sends members here when they have no account yet), else the account settings.
 */

export const DEFAULT_BACK_TARGET = '/account-settings';

/** A path of this site only: one leading slash, never '//' or a backslash (another origin to a browser). */
const isOwnPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value);

export const backTargetOf = (search: string, state: unknown): string => {
  const fromAddress = new URLSearchParams(search).get('back');
  if (isOwnPath(fromAddress)) return fromAddress;
  const fromState =
    typeof state === 'object' && state !== null ? (state as { back?: unknown }).back : undefined;
  return isOwnPath(fromState) ? fromState : DEFAULT_BACK_TARGET;
};

/** Which "back to" text names the target. */
export type BackPlace = 'settings' | 'withdraw' | 'previous';

export const backPlaceOf = (target: string): BackPlace => {
  const path = target.split(/[?#]/)[0] ?? '';
  if (path === DEFAULT_BACK_TARGET) return 'settings';
  if (path === '/withdraw') return 'withdraw';
  return 'previous';
};
