import type { ErrorCode, LocaleResource } from '@signal-portal/core';
import type { HttpAnswer } from '../adapters/answer-log.js';
import { ENV_VARS } from '../config/settings.js';
import { portalPageOf } from '../config/site-token.js';
import type { CliMessage, Refusal } from './command.js';

/** The command that logs in, as the hints name it. */
export const LOGIN_COMMAND = 'signal-portal login';

/** Where this run's site token came from. */
export type SiteTokenOrigin = 'flag' | 'env' | 'file' | 'discovered';

/** What the runner knows about where the call went, for explaining a refusal. */
export interface RefusalContext {
  readonly apiUrl?: string;
  readonly siteToken?: SiteTokenOrigin;
  readonly configFile?: string;
  /** The last answer the API's transport got. */
  readonly lastAnswer?: HttpAnswer;
}

/** What is printed beside the code: a message of the CLI's own, or the code's, and the hints. */
export interface Explanation {
  readonly message?: CliMessage;
  readonly hints: readonly CliMessage[];
}

const AUTH_HINT_CODES: ReadonlySet<ErrorCode> = new Set([
  'NOT_SIGNED_IN',
  'INVALID_SIGNATURE',
  'INVALID_CREDENTIALS',
]);

/** Codes an address that is not the portal's API gives: a body that is not its JSON, a path it lacks. */
const NOT_THE_API_CODES: ReadonlySet<ErrorCode> = new Set(['apiError', 'ROUTE_NOT_FOUND']);

const SITE_TOKEN_OPTION = '--site-token';

/** Codes whose catalogued message asks a web user to refresh the page: the CLI says what to run instead. */
type CliWordedCode = ErrorCode & keyof LocaleResource['cliErrors'];

/** Whether the texts have a text at a dot path (the run's Texts.has). */
export type HasText = (key: string) => boolean;

const hasCliWording = (code: ErrorCode, hasText: HasText): code is CliWordedCode =>
  hasText(`cliErrors.${code}`);

/** Where the refused site token came from, so the person knows what to change. */
const siteTokenOriginHint = (context: RefusalContext): CliMessage => {
  switch (context.siteToken) {
    case 'flag':
      return { key: 'cli.siteTokenFrom.flag', params: { option: SITE_TOKEN_OPTION } };
    case 'env':
      return { key: 'cli.siteTokenFrom.env', params: { variable: ENV_VARS.siteToken } };
    case 'file':
      return {
        key: 'cli.siteTokenFrom.file',
        params: { path: context.configFile ?? '', command: 'signal-portal config set siteToken <token>' },
      };
    case 'discovered':
    case undefined:
      return { key: 'cli.siteTokenFrom.discovered', params: { url: portalPageOf(context.apiUrl ?? '') } };
  }
};

/**
 * The CLI's own explanation of a refusal where it knows more than the code's message: how to log in,
 * which address could not be reached, which site token was refused and where it came from, which
 * address answered what when it was not the portal's API, what to run where the code's message would
 * have a web user refresh the page. A refusal that carries its own message keeps it.
 */
export const explainRefusal = (refusal: Refusal, context: RefusalContext, hasText: HasText): Explanation => {
  const code = refusal.value;
  const hints: CliMessage[] = [...(refusal.hints ?? [])];
  if (AUTH_HINT_CODES.has(code)) hints.push({ key: 'cli.notLoggedIn', params: { command: LOGIN_COMMAND } });
  if (code === 'NETWORK_ERROR' && context.apiUrl !== undefined) {
    hints.push({ key: 'cli.networkError' }, { key: 'cli.triedUrl', params: { url: context.apiUrl } });
  }
  if (refusal.message !== undefined) return { message: refusal.message, hints };
  // JWT_FORMAT: the token given is missing, garbled or names no site; it is no session's fault.
  if (code === 'JWT_FORMAT') {
    const message: CliMessage = { key: 'cli.siteTokenUnusable', params: { url: context.apiUrl ?? '' } };
    return { message, hints: [...hints, siteTokenOriginHint(context)] };
  }
  const answer = context.lastAnswer;
  if (NOT_THE_API_CODES.has(code) && answer !== undefined) {
    const params = {
      url: answer.url,
      status: answer.status,
      type: answer.contentType || '-',
      option: '--api',
      variable: ENV_VARS.api,
    };
    return { message: { key: 'cli.notTheApi', params }, hints };
  }
  if (hasCliWording(code, hasText)) return { message: { key: `cliErrors.${code}` }, hints };
  return { hints };
};
