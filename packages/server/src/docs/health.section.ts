import { REQUEST_ID_HEADER } from '../plugins/request-logging.js';
import { HEALTH_PATH, READY_PATH, READY_QUERY_TIMEOUT_MS } from '../routes/health.routes.js';

const header = REQUEST_ID_HEADER.replace(
  /(^|-)([a-z])/g,
  (_, dash: string, c: string) => dash + c.toUpperCase(),
);

/** The probes and the request id, for docs/api.md (from the server's constants). */
export const renderHealthSection = (): string[] => [
  '## Health checks and request ids',
  '',
  `Two probes at the server's root (not under \`/api\`): no site token, Origin check or session applies, they set`,
  'no cookie, hold no member data and are never cached. docs/deploy.md tells how to wire them to a load balancer.',
  '',
  '| Probe | Answers | Meaning |',
  '| --- | --- | --- |',
  `| \`GET ${HEALTH_PATH}\` | 200 \`{ "status": "ok" }\` | the process is up (liveness): restart it when this fails |`,
  `| \`GET ${READY_PATH}\` | 200, or 503 naming the failing checks | the process can serve (readiness): route traffic to it |`,
  '',
  `\`${READY_PATH}\` answers \`{ "status": "ok" | "unavailable", "checks": { "storage", "migrations", "jobs", "serving" }, "failing": [...] }\`:`,
  '',
  `- \`storage\`: \`ok\`, \`unreachable\` (the query failed) or \`timeout\` (no answer within ${READY_QUERY_TIMEOUT_MS / 1000} s) to \`SELECT 1\`;`,
  '- `migrations`: `ok` when the newest migration this build knows is recorded, `missing` when it is not (the schema',
  '  is older than the code), `unknown` when storage failed;',
  '- `jobs`: `ok` while this process runs its job runner, `stopped` before it listens and once it is shutting down;',
  '- `serving`: `ok`, or `shutting-down` from the first step of a graceful stop (SIGTERM, SIGINT): take the process',
  '  out of rotation; it finishes what it has (docs/deploy.md, "Stopping").',
  '',
  'The answer names a failing check only; its cause is in the server log (warn level). A probe costs a constant',
  'query and one primary-key lookup. Probe request lines are logged only when the probe fails.',
  '',
  `Every answer carries an \`${header}\` header, and every error body a \`requestId\` beside its code`,
  '(`{ "error": "NOT_SIGNED_IN", "requestId": "…" }`): the id of the log lines of that request, so a member\'s',
  `report can be traced. The server makes a fresh UUID for each request; with \`TRUST_PROXY\` it keeps a proxy's own`,
  `\`${header}\` (up to 128 letters, digits and \`._:+/=-\`) so both logs share it. Only the answers of Node's`,
  'HTTP parser to what it cannot read as a request (431, 400, 408: there is no request yet) carry neither.',
  '',
];
