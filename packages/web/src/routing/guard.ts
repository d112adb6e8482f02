import { PATHS } from './paths.js';

/** Who a route is for (spec sections 2 and 6). */
export type Audience = 'everyone' | 'guest' | 'member';

export interface GuardInput {
  readonly audience: Audience;
  readonly path: string;
  readonly isMember: boolean;
  /** The core's email rule for this path (SessionService.emailRedirect). */
  readonly emailRedirect: string | undefined;
  /** The member page a guest was sent away from, when the log-in was asked for by a redirect. */
  readonly from?: string | undefined;
}

export interface Redirect {
  readonly to: string;
  /** Router state of the target: the page to return to after logging in. */
  readonly from?: string;
}

/**
 * Where a route sends the visitor instead of showing, or undefined when it shows:
 * - the email rule first: a member without an email goes to /without-email from every other route,
 *   and anyone else asking for /without-email goes to /;
 * - a member on a guest route (/login, /register/...) goes to /signal (or back to the member page
 *   that sent them to log in);
 * - a guest on a member route goes to /login, remembering the page.
 */
export const guardRedirect = ({
  audience,
  path,
  isMember,
  emailRedirect,
  from,
}: GuardInput): Redirect | undefined => {
  if (emailRedirect !== undefined) return { to: emailRedirect };
  if (audience === 'guest' && isMember) return { to: from ?? PATHS.signals };
  if (audience === 'member' && !isMember) return { to: PATHS.login, from: path };
  return undefined;
};
