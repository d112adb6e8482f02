import type { TestServer } from '../test-support/harness.test-helpers.js';
import { METRICS_PATH } from './metrics.routes.js';

/** A METRICS_TOKEN for tests. */
export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789abcdef';

/** One sample of the text exposition format: `name{label="value",...} number`. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

const unescape = (value: string): string => value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

const numberOf = (text: string): number =>
  text === '+Inf' ? Infinity : text === '-Inf' ? -Infinity : Number(text);

/** The samples of a scrape (comments and blank lines skipped); throws on a line it cannot read. */
export const parseExposition = (text: string): Sample[] =>
  text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = SAMPLE_LINE.exec(line);
      if (!match) throw new Error(`not an exposition line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? '').matchAll(LABEL))
        labels[key ?? ''] = unescape(value ?? '');
      return { name: match[1] ?? '', labels, value: numberOf(match[3] ?? '') };
    });

/** The HELP/TYPE comments of a scrape: each metric family's name and type. */
export const familiesOf = (text: string): Map<string, string> =>
  new Map(
    text
      .split('\n')
      .filter((line) => line.startsWith('# TYPE '))
      .map((line) => {
        const [, , name = '', type = ''] = line.split(' ');
        return [name, type];
      }),
  );

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
export const valueOf = (
  samples: readonly Sample[],
  name: string,
  labels: Readonly<Record<string, string>> = {},
): number | undefined => {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
};

/** Scrapes the server as Prometheus would, with the test token; fails on anything but 200. */
export const scrape = async (server: TestServer): Promise<{ text: string; samples: Sample[] }> => {
  const res = await server.app.inject({
    method: 'GET',
    url: METRICS_PATH,
    headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
  });
  if (res.statusCode !== 200) throw new Error(`GET /metrics answered ${res.statusCode}: ${res.body}`);
  return { text: res.body, samples: parseExposition(res.body) };
};
