/**
 * The EA protocol end to end, as a connector author tries it (docs/ea-protocol.md): the built server
 * started as `npm start` runs it, the demo provider logged in through the API with the code from the
 * outbox, an EA signal created and connected, then scripts/ea-reference-client.mjs replaying
 * scripts/ea-sample-history.json with the signal's token, twice (the second run changes nothing), and
 * once more from a CSV of the same history.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Signal } from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startPortal, type Portal } from '../support/portal.js';

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const CLIENT = join(ROOT, 'scripts/ea-reference-client.mjs');
const SAMPLE = join(ROOT, 'scripts/ea-sample-history.json');

interface Tally {
  received: number;
  recorded: number;
  duplicates: number;
}
interface ClientReport {
  signalId: string;
  connStatus: string;
  balanceOperations: Tally;
  closed: Tally;
  opened: Tally;
  openPositions: number;
  held: { trades: number; balanceOperations: number; openPositions: number };
}

interface SampleHistory {
  account: Record<string, string>;
  balanceOperations: { id: string; kind: string; time: string; amount: string }[];
  closed: Record<string, string>[];
  opened: Record<string, string>[];
}

let portal: Portal;
let cookie = '';
let scratch: string;

const api = async (method: string, path: string, body?: unknown): Promise<Response> =>
  fetch(`${portal.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${portal.siteToken}`,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const cookieNamed = (res: Response, name: string): string => {
  const found = res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie`);
  return found.split(';')[0] ?? '';
};

/** Logs the demo provider in as the portal does: a code by email, read from the outbox. */
const logIn = async (): Promise<void> => {
  const email = DEMO_PROVIDER_CONTACT.email;
  const before = (await portal.outbox()).length;
  const sent = await api('POST', '/auth/login_by_email', { method: 'email', email });
  expect(sent.status, await sent.clone().text()).toBe(200);
  cookie = cookieNamed(sent, 'sp_verify');
  const code = await portal.codeFor(email, before);
  const verified = await api('PATCH', '/auth/verify', { method: 'email', email, code });
  expect(verified.status, await verified.clone().text()).toBe(200);
  cookie = cookieNamed(verified, 'sp_session');
};

const runClient = async (...args: string[]): Promise<ClientReport> => {
  const { stdout } = await promisify(execFile)(process.execPath, [CLIENT, '--json', ...args], {
    env: { ...process.env, EA_PORTAL_URL: portal.url },
  });
  const lines = stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? '') as ClientReport;
};

const signalNow = async (id: string): Promise<Signal> => {
  const res = await api('GET', `/signal/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { signal: Signal }).signal;
};

/** Polls the signal until `done` holds (the server's job runner works on its own time). */
const waitForSignal = async (id: string, done: (signal: Signal) => boolean): Promise<Signal> => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const signal = await signalNow(id);
    if (done(signal)) return signal;
    if (Date.now() > deadline) throw new Error(`signal ${id} stayed ${JSON.stringify(signal.connStatus)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** The sample as the client's CSV form: a `type` column and the fields of each type. */
const sampleAsCsv = (sample: SampleHistory): string => {
  const columns = [
    'type',
    'ticket',
    'symbol',
    'side',
    'volume',
    'openTime',
    'closeTime',
    'openPrice',
    'closePrice',
    'commission',
    'swap',
    'profit',
    'time',
    'amount',
  ];
  const row = (type: string, values: Record<string, string>) =>
    columns.map((column) => (column === 'type' ? type : (values[column] ?? ''))).join(',');
  return [
    columns.join(','),
    ...sample.balanceOperations.map((o) => row(o.kind, { ticket: o.id, time: o.time, amount: o.amount })),
    ...sample.closed.map((trade) => row('CLOSED', trade)),
    ...sample.opened.map((position) => row('OPENED', position)),
  ].join('\r\n');
};

describe('the EA reference client against a started portal', () => {
  beforeAll(async () => {
    // A type error elsewhere in the repository must not stop the build this test runs.
    await promisify(execFile)(process.execPath, [TSC, '-b'], { cwd: ROOT }).catch(() => undefined);
    portal = await startPortal();
    scratch = await mkdtemp(join(tmpdir(), 'ea-e2e-'));
    await logIn();
  }, 240_000);
  afterAll(async () => {
    await portal?.stop();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('replays a history once: the trades land, the signal connects and its figures count them; replays change nothing', async () => {
    const sample = JSON.parse(await readFile(SAMPLE, 'utf8')) as SampleHistory;
    const created = await api('POST', '/signal', {
      name: 'EA-Replay',
      describe: 'Fed by the reference client.',
      platform: 'MT5',
      connMethod: 'EA',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { signal } = (await created.json()) as { signal: Signal };
    const connected = await api('POST', `/signal/${signal.id}/connect`, { method: 'EA' });
    expect(((await connected.json()) as { signal: Signal }).signal.connStatus).toBe('CONNECTING');

    const first = await runClient('--token', signal.token, '--history', SAMPLE, '--batch', '25');
    expect(first).toMatchObject({
      signalId: signal.id,
      balanceOperations: { received: 2, recorded: 2, duplicates: 0 },
      closed: { received: sample.closed.length, recorded: sample.closed.length, duplicates: 0 },
      opened: { received: sample.opened.length, recorded: sample.opened.length, duplicates: 0 },
      held: { trades: sample.closed.length, balanceOperations: 2, openPositions: sample.opened.length },
    });

    const live = await waitForSignal(
      signal.id,
      (s) => s.connStatus === 'CONNECTED' && s.performance?.tradesTotal === sample.closed.length,
    );
    expect(live.info).toMatchObject({ number: sample.account.number, server: sample.account.server });

    const again = await runClient('--token', signal.token, '--history', SAMPLE);
    expect(again).toMatchObject({
      closed: { recorded: 0, duplicates: sample.closed.length },
      balanceOperations: { recorded: 0, duplicates: 2 },
      opened: { recorded: 0, duplicates: sample.opened.length },
      held: { trades: sample.closed.length, balanceOperations: 2, openPositions: sample.opened.length },
    });

    const csv = join(scratch, 'history.csv');
    await writeFile(csv, sampleAsCsv(sample));
    const { number, server, balance, equity } = sample.account;
    const fromCsv = await runClient(
      '--token',
      signal.token,
      '--history',
      csv,
      ...[
        '--number',
        number ?? '',
        '--server',
        server ?? '',
        '--balance',
        balance ?? '',
        '--equity',
        equity ?? '',
      ],
    );
    expect(fromCsv).toMatchObject({
      closed: { received: sample.closed.length, recorded: 0 },
      balanceOperations: { received: 2, recorded: 0 },
      held: { trades: sample.closed.length },
    });
    expect((await signalNow(signal.id)).performance?.tradesTotal).toBe(sample.closed.length);
  }, 180_000);

  it('exits 1 with the code when the platform refuses the token', async () => {
    const failed = await promisify(execFile)(
      process.execPath,
      [CLIENT, '--json', '--token', 'x'.repeat(32)],
      {
        env: { ...process.env, EA_PORTAL_URL: portal.url },
      },
    ).then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(JSON.parse(failed?.stdout ?? '{}')).toMatchObject({ error: 'EA_TOKEN_INVALID' });
  });
});
