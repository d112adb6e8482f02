import {
  ROUTE_SUMMARIES,
  API_ROUTES,
  ERROR_CATALOGUE,
  LIVE_FEED_CHANNELS,
  LIVE_FEED_CODES,
  LIVE_FEED_RECONNECT_MS,
  type ErrorCode,
  type RouteKey,
  type RouteMeta,
} from '@signal-portal/core';
import { API_PREFIX, JSON_BODY_LIMIT, UPLOAD_LIMITS } from '../app.js';
import { BAD_COMMAND_REPLY_CHANNEL } from '../feed/feed-connection.js';
import { DEFAULT_LIVE_FEED_LIMITS, LIVE_FEED_PATH, SERVICE_RESTART_CLOSE } from '../feed/live-feed.server.js';
import { IDEMPOTENCY_KEY_RETENTION_DAYS } from '../storage/idempotency.repository.js';
import { renderCodeLimitsSection } from './code-limits.section.js';
import { renderConnectionHealthSection } from './connection-health.section.js';
import { renderEaProtocolSection } from './ea-protocol.section.js';
import { renderHealthSection } from './health.section.js';
import { renderMetricsSection } from './metrics.section.js';
import { renderPerformanceEngineSection } from './performance-engine.section.js';
import { renderRewardsSection } from './rewards.section.js';
import { renderSettlementSection } from './settlement.section.js';
import { renderSignalFiguresSection } from './signal-figures.section.js';
import { renderUploadsSection } from './uploads.section.js';

/** The TypeScript sources the docs quote (the typed contract and its payload types). */
export interface ApiDocsSources {
  /** packages/core/src/api/contract.ts */
  readonly contract: string;
  /** packages/core/src/api/payloads.ts and wire.types.ts, in that order. */
  readonly payloadFiles: readonly string[];
}

interface RouteTypes {
  readonly response: string;
  readonly query: string | undefined;
  readonly body: string | undefined;
  readonly note: string | undefined;
}

/** Splits `a, B<c, d>, e` at the commas outside brackets. */
const splitTopLevel = (text: string): string[] => {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '<' || char === '(' || char === '{' || char === '[') depth += 1;
    if (char === '>' || char === ')' || char === '}' || char === ']') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
};

const docText = (comment: string | undefined): string | undefined =>
  comment
    ?.split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .trim() || undefined;

/** Each route's response, query and body types (and its doc comment) as written in ApiContract. */
export const parseContractTypes = (contract: string): Map<string, RouteTypes> => {
  const start = contract.indexOf('export interface ApiContract {');
  if (start < 0) throw new Error('ApiContract not found in contract.ts');
  const body = contract.slice(start);
  const types = new Map<string, RouteTypes>();
  const entry = /(?:\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*)?'([A-Z]+ [^']+)':\s*RouteDef</g;
  for (let match = entry.exec(body); match; match = entry.exec(body)) {
    let depth = 1;
    let end = entry.lastIndex;
    while (depth > 0 && end < body.length) {
      const char = body[end];
      if (char === '<') depth += 1;
      if (char === '>') depth -= 1;
      end += 1;
    }
    const [, response = '', query, bodyType] = splitTopLevel(body.slice(entry.lastIndex, end - 1)).map((t) =>
      t.replace(/\s+/g, ' '),
    );
    types.set(match[2] ?? '', {
      response,
      query: query === undefined || query === 'never' ? undefined : query,
      body: bodyType === undefined || bodyType === 'never' ? undefined : bodyType,
      note: docText(match[1]),
    });
  }
  return types;
};

/** `export interface X {...}` and `export type X = ...;` blocks by name, with their doc comments. */
export const parseTypeBlocks = (source: string): Map<string, string> => {
  const blocks = new Map<string, string>();
  const head = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\n)?export (interface|type) (\w+)/g;
  for (let match = head.exec(source); match; match = head.exec(source)) {
    let i = head.lastIndex;
    let depth = 0;
    if (match[2] === 'interface') {
      while (i < source.length) {
        const char = source[i++];
        if (char === '{') depth += 1;
        if (char === '}' && --depth === 0) break;
      }
    } else {
      while (i < source.length) {
        const char = source[i++];
        if (char === '{' || char === '<' || char === '(') depth += 1;
        if (char === '}' || char === '>' || char === ')') depth -= 1;
        if (char === ';' && depth === 0) break;
      }
    }
    blocks.set(match[3] ?? '', source.slice(match.index, i).trim());
  }
  return blocks;
};

const typeNamesIn = (type: string): string[] => type.match(/\b[A-Z]\w*/g) ?? [];

const code = (text: string): string => `\`${text}\``;

/** The refusals every route of a kind can answer, besides the domain codes of its rules. */
const commonErrors = (meta: RouteMeta, types: RouteTypes): ErrorCode[] => {
  const codes: ErrorCode[] = ['JWT_FORMAT', 'SITE_DISABLED', 'ORIGIN_MISMATCH'];
  if (meta.auth === 'member') codes.push('NOT_SIGNED_IN');
  if (meta.pathParams.length > 0 || meta.body !== 'none' || types.query) codes.push('WRONG_DATA_FORMAT');
  if (meta.body !== 'none') codes.push('PAYLOAD_TOO_LARGE');
  if (meta.body === 'multipart') codes.push('FILE_FORMAT', 'FILE_SIZE');
  if (meta.idempotent) codes.push('IDEMPOTENCY_KEY_REUSED');
  codes.push('INTERNAL_ERROR');
  return codes;
};

const errorList = (codes: readonly ErrorCode[]): string =>
  codes.map((c) => `${code(c)} (${ERROR_CATALOGUE[c].status})`).join(', ');

/** What each live-feed channel carries; a channel missing here fails the generator. */
const CHANNEL_DOCS: Readonly<
  Record<keyof typeof LIVE_FEED_CHANNELS, { name: string; data: string; when: string }>
> = {
  signals: {
    name: LIVE_FEED_CHANNELS.signals,
    data: 'Signal (performance without its series), or SignalFiguresPatch',
    when: "any change to one of the member's signals: review status, enabled, connection status; a refresh of its figures as a SignalFiguresPatch (see Performance engine)",
  },
  signal: {
    name: LIVE_FEED_CHANNELS.signal('{id}'),
    data: "Signal (performance without its series), or a patch: its followers' fields, or SignalFiguresPatch",
    when: 'one signal of the member: connection status, performance updates (a refresh as a SignalFiguresPatch), followers and robots',
  },
  wallet: {
    name: LIVE_FEED_CHANNELS.wallet,
    data: 'Wallet',
    when: 'balance changes (profit share, withdrawals)',
  },
  withdrawals: {
    name: LIVE_FEED_CHANNELS.withdrawals,
    data: 'Withdrawal',
    when: "status changes of the member's withdrawals",
  },
  orders: {
    name: LIVE_FEED_CHANNELS.orders,
    data: 'Order & { signalId }',
    when: "a TWSE order placed on one of the member's signals (status SUBMITTED or PENDING)",
  },
};

const renderRoute = (meta: RouteMeta, types: RouteTypes): string[] => {
  const lines = [`### ${meta.method} ${meta.path}`, '', `${ROUTE_SUMMARIES[meta.key]}.`, ''];
  if (types.note) lines.push(`> ${types.note}`, '');
  lines.push(`- Auth: ${meta.auth === 'member' ? 'member (session cookie)' : 'public (site token only)'}`);
  if (meta.pathParams.length > 0)
    lines.push(`- Path: ${meta.pathParams.map((p) => `${code(p)} (string)`).join(', ')}`);
  if (types.query)
    lines.push(
      `- Query: ${code(types.query)}${meta.csv ? '; `format=csv` streams the whole list as CSV (a text cell that begins with =, +, -, @, a tab or a carriage return gets a leading apostrophe, as OWASP advises against formula injection; numbers stay as they are)' : ''}`,
    );
  const bodyKind: Record<RouteMeta['body'], string> = {
    none: 'none',
    json: 'JSON',
    'optional-json': 'JSON, optional',
    multipart: 'multipart/form-data',
  };
  lines.push(`- Body: ${bodyKind[meta.body]}${types.body ? ` ${code(types.body)}` : ''}`);
  if (meta.idempotent)
    lines.push(
      '- Header: `Idempotency-Key` (required): the same key gives the same answer once ' +
        `applied, for ${IDEMPOTENCY_KEY_RETENTION_DAYS} days`,
    );
  lines.push(`- Response: ${code(`{ "${meta.field}": ${types.response} }`)}`);
  lines.push(
    `- Errors: ${errorList(commonErrors(meta, types))}, and the refusals of its rules (see the catalogue)`,
    '',
  );
  return lines;
};

/**
 * docs/api.md from the typed contract (API_ROUTES and ApiContract), the error catalogue and the
 * live-feed protocol, so the document cannot drift from the code: a test compares the two.
 */
export const renderApiDocs = (sources: ApiDocsSources): string => {
  const contractTypes = parseContractTypes(sources.contract);
  const payloadBlocks = new Map<string, string>();
  for (const file of sources.payloadFiles)
    for (const [name, block] of parseTypeBlocks(file)) payloadBlocks.set(name, block);
  const routes = (Object.keys(API_ROUTES) as RouteKey[]).map((key) => {
    const types = contractTypes.get(key);
    if (!types) throw new Error(`route ${key} is missing from ApiContract`);
    return { meta: API_ROUTES[key] as RouteMeta, types };
  });
  const usedPayloads = [
    ...new Set(
      routes.flatMap(({ types }) => [types.query, types.body].flatMap((t) => (t ? typeNamesIn(t) : []))),
    ),
  ].filter((name) => payloadBlocks.has(name));

  const lines: string[] = [
    '# Platform API',
    '',
    '<!-- Generated by scripts/generate-api-docs.mjs from core (API_ROUTES, ApiContract, payloads, ERROR_CATALOGUE,',
    'the live-feed protocol) and the server (limits). Do not edit: run `npm run build && node scripts/generate-api-docs.mjs`.',
    'A test fails when this file is not what the generator produces. -->',
    '',
    '## Conventions',
    '',
    `- Base URL: the page's meta \`api-domain\` (\`<PUBLIC_URL>${API_PREFIX}\`). Every request sends`,
    "  `Authorization: Bearer <site token>` (meta `site-token`) and the session cookie; a browser's `Origin`",
    "  must be the site's domain.",
    '- Success: HTTP 2xx and a JSON object whose named field carries the value. Failure:',
    '  `{ "error": "CODE", "requestId": "<id>" }` (the id of its log lines, also its `X-Request-Id` header)',
    '  with the HTTP status of the catalogue below, whatever refuses the request: a route, its schema, the',
    '  router (a URL that does not decode, a path segment over 100 characters: `WRONG_DATA_FORMAT`; an unknown',
    "  path or method: `ROUTE_NOT_FOUND`) or Node's HTTP parser (a request line and headers over 16 KB:",
    '  `HEADERS_TOO_LARGE`, 431; a malformed request: `WRONG_DATA_FORMAT`; one not received in time:',
    '  `REQUEST_TIMEOUT`, 408). No answer is in any other shape.',
    '- Every API answer, and every error answer, carries `Cache-Control: no-store` and',
    '  `X-Content-Type-Options: nosniff` (CSV downloads included).',
    "- Another member's resource answers exactly as an id that does not exist (404 and the resource's",
    '  `..._NOT_FOUND` code), never 403: an answer never tells that an id is real.',
    '- Money: decimal strings. Times: ISO-8601 UTC. Lists: `{ list, total, page, pageSize }`, paged by `page`',
    '  (1-based) and `pageSize`.',
    `- Limits: JSON bodies up to ${JSON_BODY_LIMIT / 1024} KB; uploads up to ${UPLOAD_LIMITS.fileSize / (1024 * 1024)} MB per file,`,
    `  ${UPLOAD_LIMITS.files} files per form. Unknown fields are dropped; wrong types are \`WRONG_DATA_FORMAT\`.`,
    '- Types: a JSON body is checked strictly: a value of another JSON type than the field\'s (`["x"]`, `60`,',
    '  `true`, `{}` or `null` for a string; `"true"` for a boolean) is `WRONG_DATA_FORMAT`, never converted.',
    '  Query strings, path parameters and multipart fields arrive as text: numbers and booleans are read',
    '  from them (`?page=2`).',
    '',
    ...renderCodeLimitsSection(),
    ...renderUploadsSection(),
    ...renderSettlementSection(),
    ...renderEaProtocolSection(),
    ...renderSignalFiguresSection(),
    ...renderPerformanceEngineSection(),
    ...renderConnectionHealthSection(),
    ...renderRewardsSection(),
    ...renderHealthSection(),
    ...renderMetricsSection(),
    '## Routes',
    '',
    '| Method | Path | Auth | Field | Summary |',
    '| --- | --- | --- | --- | --- |',
    ...routes.map(
      ({ meta }) =>
        `| ${meta.method} | ${code(meta.path)} | ${meta.auth} | ${code(meta.field)} | ${ROUTE_SUMMARIES[meta.key]}${meta.idempotent ? ' (idempotent)' : ''}${meta.csv ? ' (CSV)' : ''} |`,
    ),
    '',
    ...routes.flatMap(({ meta, types }) => renderRoute(meta, types)),
    '## Payload types',
    '',
    'Query and body types of the routes above, as core declares them (`packages/core/src/api/payloads.ts`,',
    '`wire.types.ts`). Response types are the domain entities of core (`packages/core/src/domain`).',
    '',
    ...usedPayloads.flatMap((name) => ['```ts', payloadBlocks.get(name) ?? '', '```', '']),
    '## Errors',
    '',
    'Every code of the catalogue (`packages/core/src/shared/error-codes.ts`) with its HTTP status and group;',
    'each has a message in every language.',
    '',
    '| Code | HTTP | Group |',
    '| --- | --- | --- |',
    ...(Object.keys(ERROR_CATALOGUE) as ErrorCode[]).map(
      (c) => `| ${code(c)} | ${ERROR_CATALOGUE[c].status} | ${ERROR_CATALOGUE[c].group} |`,
    ),
    '',
    '## Live feed',
    '',
    `A WebSocket at the page's meta \`ws-domain\` (\`ws(s)://<host>${LIVE_FEED_PATH}\`). Events reach every server`,
    'process: each listens on PostgreSQL `LISTEN/NOTIFY` and pushes an event to the sockets authenticated as its',
    "member that subscribed to its channel. A member never receives another member's events.",
    '',
    '| Client sends | Meaning | Reply channel |',
    '| --- | --- | --- |',
    '| `auth#Auth@<token>` | authenticate with a one-time token of `POST /auth/ws_token` (valid 60 s, once) | `Auth` |',
    '| `unauth#Unauth` | drop the authentication and every channel | `Unauth` |',
    '| `sub#Sub@<channel>` | receive a channel (`data.channel` names it in the reply) | `Sub` |',
    '| `unsub#Unsub@<channel>` | stop receiving it | `Unsub` |',
    `| anything else | refused with BAD_COMMAND | \`${BAD_COMMAND_REPLY_CHANNEL}\` |`,
    '',
    'Every server message is `{ "id": string, "channel": string, "error": { "code": number }, "data": any }`;',
    "replies carry the command's channel, pushes the channel they belong to. Ids grow on each connection; a push",
    'carries one id, and the same bytes, to every socket that receives it. A Signal pushed whole leaves out the',
    "performance's series (`profitDatas`, `monthlyReturns`, `bySymbol` read as empty, as in list items): a client keeps",
    'the ones it has for the same calculation (same `updatedAt`, `formulaVersion`, `tradesTotal`) and reads them',
    'again for another. A new authentication starts',
    `with no channels. The client reconnects ${LIVE_FEED_RECONNECT_MS / 1000} s after a close and authenticates again.`,
    'A token names the session it was issued under and authenticates only while that session is live. When the',
    'session ends (`DELETE /auth/logout`, a new log-in in that browser, expiry), its unused tokens are refused',
    '(`AUTH_REFUSED`) and its sockets, on every server process, receive an unsolicited `Unauth` message (`data.reason` =',
    "`'session ended'`) and lose their channels: at once for a logout or a new log-in, within 30 s otherwise; the",
    "member's other sessions keep theirs. The portal and the CLI act on it: a web tab asks `GET /user` again",
    'and becomes a guest (sent to log in) on `NOT_SIGNED_IN` or takes on the member signed in now; `signals',
    'watch` stops with `NOT_SIGNED_IN`.',
    '',
    '| Code | Name |',
    '| --- | --- |',
    ...Object.entries(LIVE_FEED_CODES).map(([name, value]) => `| ${value} | ${name} |`),
    '',
    "Channels (all need authentication; a channel that is not the member's is UNKNOWN_CHANNEL):",
    '',
    '| Channel | Data | When |',
    '| --- | --- | --- |',
    ...Object.values(CHANNEL_DOCS).map((c) => `| ${code(c.name)} | ${c.data} | ${c.when} |`),
    '',
    'Limits per socket: frames up to',
    `${DEFAULT_LIVE_FEED_LIMITS.maxMessageBytes} bytes (larger closes with 1009), ${DEFAULT_LIVE_FEED_LIMITS.maxSubscriptions}`,
    `channels (more are refused with BAD_COMMAND), ${DEFAULT_LIVE_FEED_LIMITS.maxCommandsPer10s} commands per 10 s (more closes with 1008);`,
    `a ping every ${DEFAULT_LIVE_FEED_LIMITS.heartbeatMs / 1000} s drops sockets that do not answer, and a consumer whose unsent data`,
    `exceeds ${DEFAULT_LIVE_FEED_LIMITS.maxBufferedBytes / (1024 * 1024)} MB is dropped. A server that stops closes its`,
    `sockets with ${SERVICE_RESTART_CLOSE} (Service Restart): reconnect as after any close, and the proxy sends the new socket to`,
    'another process.',
    '',
  ];
  return lines.join('\n');
};
