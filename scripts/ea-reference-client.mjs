#!/usr/bin/env node
// The EA protocol's reference client (docs/ea-protocol.md): replays a trade history file against a
// portal as an expert advisor in MetaTrader would send it, with the signal's token. Status, a
// heartbeat, the account snapshot, balance operations and closed trades in batches, open positions,
// a last heartbeat and status; prints what the platform accepted. Every item has its id, so running
// it again changes nothing (everything comes back as a duplicate). Node 20+, no dependencies.
//
//   node scripts/ea-reference-client.mjs --url http://localhost:8080 --token <signal token> \
//     [--history scripts/ea-sample-history.json | history.csv] [--batch 500] [--keep-alive] [--json]
//
// URL and token may also come from EA_PORTAL_URL and EA_SIGNAL_TOKEN. A CSV history has a header row
// with `type` (CLOSED, OPENED, DEPOSIT or WITHDRAWAL) and the fields of that type (ticket, symbol,
// side, volume, openTime, closeTime, openPrice, closePrice, commission, swap, profit; for balance
// operations ticket is the operation id, with time and amount); the account then comes from
// --number, --server, --balance, --equity [--currency] [--timezone].
// Exit codes: 0 done, 1 refused by the platform, 2 usage or a bad file, 4 the portal unreachable.
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const EXIT = { OK: 0, REFUSED: 1, USAGE: 2, NETWORK: 4 };
const MAX_BATCH = 500;
const RETRIES_WHEN_LIMITED = 3;

class ClientError extends Error {
  constructor(message, exitCode, code) {
    super(message);
    this.exitCode = exitCode;
    this.code = code;
  }
}

const usage = (message) => new ClientError(message, EXIT.USAGE);

const OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string' },
  history: {
    type: 'string',
    default: fileURLToPath(new URL('ea-sample-history.json', import.meta.url)),
  },
  batch: { type: 'string', default: String(MAX_BATCH) },
  'keep-alive': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  number: { type: 'string' },
  server: { type: 'string' },
  balance: { type: 'string' },
  equity: { type: 'string' },
  currency: { type: 'string' },
  timezone: { type: 'string' },
  help: { type: 'boolean', default: false },
};

let args = { json: process.argv.includes('--json') };

const say = (line) => {
  if (!args.json) console.log(line);
};

/** One call of the protocol; a RATE_LIMITED answer is retried after its Retry-After. */
const call = async (method, path, body) => {
  const url = `${args.url.replace(/\/+$/, '')}/ea/v1${path}`;
  for (let attempt = 0; ; attempt += 1) {
    let res;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${args.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new ClientError(`cannot reach ${url}: ${error.cause?.message ?? error.message}`, EXIT.NETWORK);
    }
    const answer = await res.json().catch(() => ({}));
    if (res.status === 429 && attempt < RETRIES_WHEN_LIMITED) {
      const seconds = Number(res.headers.get('retry-after') ?? '1');
      say(`  rate limited: waiting ${seconds} s`);
      await sleep(seconds * 1000);
      continue;
    }
    if (!res.ok) {
      const code = typeof answer.error === 'string' ? answer.error : `HTTP ${res.status}`;
      throw new ClientError(`${method} ${path} refused: ${code}`, EXIT.REFUSED, code);
    }
    return answer;
  }
};

/** A minimal CSV reader: a header row, commas, fields optionally in double quotes ("" inside). */
const parseCsv = (text) => {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (row.some((cell) => cell !== '')) rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += c;
    } else if (c === ',') {
      endField();
    } else if (c === '\n') {
      endRow();
    } else if (c !== '\r') {
      field += c;
    }
  }
  endRow();
  const [header = [], ...body] = rows;
  return body.map((cells) =>
    Object.fromEntries(header.map((name, i) => [name.trim(), (cells[i] ?? '').trim()])),
  );
};

const pick = (record, fields) => Object.fromEntries(fields.map((field) => [field, record[field]]));
const TRADE_FIELDS = [
  'ticket',
  'symbol',
  'side',
  'volume',
  'openTime',
  'closeTime',
  'openPrice',
  'closePrice',
];
const CLOSED_FIELDS = [...TRADE_FIELDS, 'commission', 'swap', 'profit'];
const OPENED_FIELDS = ['ticket', 'symbol', 'side', 'volume', 'openTime', 'openPrice'];

const accountFromFlags = () => {
  const { number, server, balance, equity, currency, timezone } = args;
  if ([number, server, balance, equity].some((value) => value === undefined)) {
    throw usage('a CSV history needs the account: --number, --server, --balance and --equity');
  }
  return {
    number,
    server,
    balance,
    equity,
    ...(currency ? { currency } : {}),
    ...(timezone ? { timezone } : {}),
  };
};

/** The history file: the JSON of scripts/ea-sample-history.json, or a CSV (see the header). */
const readHistory = async (path) => {
  let text;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw usage(`cannot read ${path}: ${error.message}`);
  }
  if (path.toLowerCase().endsWith('.csv')) {
    const records = parseCsv(text);
    const ofType = (type) => records.filter((record) => record.type?.toUpperCase() === type);
    return {
      account: accountFromFlags(),
      closed: ofType('CLOSED').map((record) => pick(record, CLOSED_FIELDS)),
      opened: ofType('OPENED').map((record) => pick(record, OPENED_FIELDS)),
      balanceOperations: [...ofType('DEPOSIT'), ...ofType('WITHDRAWAL')].map((record) => ({
        id: record.ticket,
        kind: record.type.toUpperCase(),
        time: record.time,
        amount: record.amount,
      })),
    };
  }
  try {
    const history = JSON.parse(text);
    return {
      account: history.account ?? accountFromFlags(),
      terminal: history.terminal,
      closed: history.closed ?? [],
      opened: history.opened ?? [],
      balanceOperations: history.balanceOperations ?? [],
    };
  } catch (error) {
    if (error instanceof ClientError) throw error;
    throw usage(`${path} is not JSON: ${error.message}`);
  }
};

const inBatches = (items, size) => {
  const batches = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
};

const add = (total, tally) => ({
  received: total.received + tally.received,
  recorded: total.recorded + tally.recorded,
  duplicates: total.duplicates + tally.duplicates,
});
const NONE = { received: 0, recorded: 0, duplicates: 0 };
const describe = (what, tally) =>
  `${what}: ${tally.received} sent, ${tally.recorded} new, ${tally.duplicates} already known`;

const replay = async () => {
  try {
    const { values } = parseArgs({ options: OPTIONS });
    args = {
      ...values,
      url: values.url ?? process.env.EA_PORTAL_URL,
      token: values.token ?? process.env.EA_SIGNAL_TOKEN,
    };
  } catch (error) {
    throw usage(error.message);
  }
  if (args.help) {
    console.log(
      'usage: ea-reference-client.mjs --url <portal> --token <signal token> [--history file.json|file.csv] [--batch n] [--keep-alive] [--json]',
    );
    return EXIT.OK;
  }
  if (!args.url || !args.token) throw usage('give --url and --token (or EA_PORTAL_URL and EA_SIGNAL_TOKEN)');
  const size = Number(args.batch);
  if (!Number.isInteger(size) || size < 1 || size > MAX_BATCH) throw usage(`--batch is 1 to ${MAX_BATCH}`);
  const history = await readHistory(args.history);

  const before = (await call('GET', '/status')).status;
  say(`signal ${before.signalId}: ${before.connStatus}, ${before.history.trades} trades held`);
  const first = (await call('POST', '/heartbeat', history.terminal ? { terminal: history.terminal } : {}))
    .heartbeat;
  say(`heartbeat: ${first.connStatus} (send one every ${first.heartbeatIntervalSeconds} s)`);
  const account = (await call('POST', '/account', history.account)).account;
  say(`account ${account.snapshot.number} on ${account.snapshot.server}: ${account.connStatus}`);

  let operations = NONE;
  for (const batch of inBatches(history.balanceOperations, size)) {
    operations = add(
      operations,
      (await call('POST', '/balance-operations', { operations: batch })).balanceOperations.operations,
    );
  }
  say(describe('balance operations', operations));

  let closed = NONE;
  for (const batch of inBatches(history.closed, size)) {
    closed = add(closed, (await call('POST', '/trades', { closed: batch })).trades.closed);
  }
  say(describe('closed trades', closed));
  let opened = NONE;
  let openPositions = 0;
  for (const batch of inBatches(history.opened, size)) {
    const answer = (await call('POST', '/trades', { opened: batch })).trades;
    opened = add(opened, answer.opened);
    openPositions = answer.openPositions;
  }
  say(describe('open positions', opened));

  const last = (await call('POST', '/heartbeat', {})).heartbeat;
  const after = (await call('GET', '/status')).status;
  say(
    `done: ${after.connStatus}, ${after.history.trades} trades, ${after.history.balanceOperations} balance operations, ${after.history.openPositions} open positions held`,
  );
  if (args.json) {
    console.log(
      JSON.stringify({
        signalId: after.signalId,
        connStatus: after.connStatus,
        balanceOperations: operations,
        closed,
        opened,
        openPositions,
        held: after.history,
      }),
    );
  }
  if (args['keep-alive']) await keepAlive(last.heartbeatIntervalSeconds);
  return EXIT.OK;
};

/** Heartbeats at the interval the platform asks for, until Ctrl-C. */
const keepAlive = async (intervalSeconds) => {
  say(`keeping the connection alive: a heartbeat every ${intervalSeconds} s (Ctrl-C stops)`);
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  while (!stop.signal.aborted) {
    const slept = await sleep(intervalSeconds * 1000, true, { signal: stop.signal }).catch(() => false);
    if (!slept) break;
    const beat = (await call('POST', '/heartbeat', {})).heartbeat;
    say(`heartbeat at ${beat.receivedAt}: ${beat.connStatus}${beat.reason ? ` (${beat.reason})` : ''}`);
  }
};

try {
  process.exitCode = await replay();
} catch (error) {
  if (!(error instanceof ClientError)) throw error;
  if (args.json) console.log(JSON.stringify({ error: error.code ?? error.message }));
  console.error(error.message);
  process.exitCode = error.exitCode;
}
