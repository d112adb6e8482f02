import { METRICS, UNMATCHED_ROUTE } from '../metrics/metric-catalogue.js';
import { METRICS_PATH } from '../metrics/metrics.routes.js';

const labelsOf = (labelNames: readonly string[]): string =>
  labelNames.length === 0 ? '' : labelNames.map((label) => `\`${label}\``).join(', ');

/** GET /metrics and every metric it exposes, for docs/api.md (from the metric catalogue). */
export const renderMetricsSection = (): string[] => [
  '## Metrics',
  '',
  `\`GET ${METRICS_PATH}\` at the server's root (not under \`/api\`) answers Prometheus's text format to`,
  '`Authorization: Bearer <METRICS_TOKEN>`; no site token, Origin check or session applies. Without',
  '`METRICS_TOKEN` it answers `ROUTE_NOT_FOUND` (404); with a missing or wrong token `INVALID_CREDENTIALS`',
  '(401, `WWW-Authenticate: Bearer`). The text holds no member data: labels are route patterns, statuses,',
  `job kinds, site ids and other fixed sets; requests that matched no route are labelled \`${UNMATCHED_ROUTE}\`,`,
  'unknown page paths `/*`. Counters count in this process since it started; the job and withdrawal',
  'gauges are read from the shared database and are the same on every process. docs/deploy.md tells what',
  'to alert on.',
  '',
  '| Metric | Type | Labels | Taken | Meaning |',
  '| --- | --- | --- | --- | --- |',
  ...Object.values(METRICS).map(
    (spec) =>
      `| \`${spec.name}\` | ${spec.type} | ${labelsOf(spec.labelNames)} | ${spec.source === 'hook' ? 'when it happens' : 'at scrape'} | ${spec.help} |`,
  ),
  '',
  "Besides these, prom-client's process metrics under their standard names (`process_cpu_seconds_total`,",
  '`process_resident_memory_bytes`, `nodejs_eventloop_lag_seconds`, `nodejs_heap_size_used_bytes`, ...).',
  '',
];
