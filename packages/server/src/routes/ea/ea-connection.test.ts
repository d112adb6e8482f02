import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EA_HEARTBEAT_INTERVAL_MS, EA_HEARTBEAT_TIMEOUT_MS } from '../../signals/ea-limits.js';
import { readHistoryState } from '../../storage/signal-history.repository.js';
import { post } from '../signals/signals.test-helpers.js';
import {
  closedTrade,
  connectingEaSignal,
  DATABASES,
  EA_TEST_NOW,
  eaCall,
  eaPost,
  errorOf,
  getSignal,
  SNAPSHOT,
  startEaServer,
  type EaTestServer,
} from './ea.test-helpers.js';

const at = (offsetMs = 0) => new Date(EA_TEST_NOW + offsetMs).toISOString();

describe.each(DATABASES)('EA protocol: heartbeat and account snapshot, on %s', (_name, open) => {
  let t: EaTestServer;
  beforeAll(async () => {
    t = await startEaServer(open);
  });
  afterAll(async () => {
    await t.close();
  });

  const historyState = (signalId: string) =>
    readHistoryState(t.server.ctx.db, { siteId: t.server.sites.demo, signalId });

  it('a heartbeat records when the terminal was last heard of (platform time) and says how often to send one', async () => {
    const signal = await connectingEaSignal(t);
    const beat = await eaPost(t.server, signal.token, '/heartbeat', {
      terminal: { name: 'MetaTrader 5', company: 'Acme Markets', build: '4755', eaVersion: '1.2.0' },
    });
    expect(beat.statusCode, beat.body).toBe(200);
    expect(beat.json()).toEqual({
      heartbeat: {
        signalId: signal.id,
        connStatus: 'CONNECTING',
        reason: '',
        account: null,
        receivedAt: at(),
        heartbeatIntervalSeconds: EA_HEARTBEAT_INTERVAL_MS / 1000,
        lostAfterSeconds: EA_HEARTBEAT_TIMEOUT_MS / 1000,
      },
    });
    expect((await historyState(signal.id)).lastHeartbeatAt).toBe(at());

    t.server.clock.setOffset(90_000);
    try {
      expect((await eaPost(t.server, signal.token, '/heartbeat', {})).statusCode).toBe(200);
      expect((await historyState(signal.id)).lastHeartbeatAt).toBe(at(90_000));
    } finally {
      t.server.clock.setOffset(0);
    }
    // Without a snapshot the signal keeps waiting for its account.
    expect((await getSignal(t, signal.id)).connStatus).toBe('CONNECTING');
  });

  it('the snapshot links a CONNECTING signal to its account, which is CONNECTED once the jobs ran', async () => {
    const signal = await connectingEaSignal(t);
    const res = await eaPost(t.server, signal.token, '/account', SNAPSHOT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      account: {
        signalId: signal.id,
        connStatus: 'CALCULATING',
        reason: '',
        account: { number: SNAPSHOT.number, server: SNAPSHOT.server },
        snapshot: { ...SNAPSHOT, receivedAt: at() },
      },
    });
    const calculating = await getSignal(t, signal.id);
    expect(calculating.connStatus).toBe('CALCULATING');
    expect(calculating.info).toMatchObject({
      number: SNAPSHOT.number,
      server: SNAPSHOT.server,
      timezone: SNAPSHOT.timezone,
    });
    expect(await historyState(signal.id)).toMatchObject({ source: 'EA', lastHeartbeatAt: at() });

    await t.runner.runDue();
    expect((await getSignal(t, signal.id)).connStatus).toBe('CONNECTED');

    // The same account again: a fresh balance, nothing else changes.
    const again = await eaPost(t.server, signal.token, '/account', { ...SNAPSHOT, equity: '9990.00' });
    expect(again.json()).toMatchObject({
      account: { connStatus: 'CONNECTED', snapshot: { equity: '9990.00' } },
    });
  });

  it('takes a currency-less, timezone-less snapshot as USD, and refuses a malformed one', async () => {
    const signal = await connectingEaSignal(t);
    const { currency: _c, timezone: _z, ...bare } = SNAPSHOT;
    for (const bad of [
      { ...bare, balance: 10000 },
      { ...bare, number: '' },
      { ...bare, server: ' padded' },
      { ...bare, balance: '1e5' },
      { ...bare, timezone: 'Europe/Paris' },
      { server: SNAPSHOT.server, balance: '1', equity: '1' },
    ]) {
      const res = await eaPost(t.server, signal.token, '/account', bad);
      expect({ bad, status: res.statusCode, error: errorOf(res) }).toEqual({
        bad,
        status: 400,
        error: 'WRONG_DATA_FORMAT',
      });
    }
    expect((await getSignal(t, signal.id)).connStatus).toBe('CONNECTING');
    const res = await eaPost(t.server, signal.token, '/account', bare);
    expect(res.json()).toMatchObject({ account: { snapshot: { currency: 'USD', timezone: '' } } });
  });

  it('a linked signal refuses a snapshot of another account; after a reconnect the heartbeat links the account the EA reported last, whose history starts over', async () => {
    const signal = await connectingEaSignal(t);
    expect((await eaPost(t.server, signal.token, '/account', SNAPSHOT)).statusCode).toBe(200);
    await t.runner.runDue();
    const opened = { ...closedTrade('7001', 0), closeTime: undefined, closePrice: undefined };
    const held = await eaPost(t.server, signal.token, '/trades', {
      closed: [closedTrade('7000', 1)],
      opened: [opened],
    });
    expect(held.json()).toMatchObject({ trades: { closed: { recorded: 1 }, openPositions: 1 } });
    const other = { ...SNAPSHOT, number: '50099999' };
    const mismatch = await eaPost(t.server, signal.token, '/account', other);
    expect(mismatch.statusCode).toBe(409);
    expect(errorOf(mismatch)).toBe('EA_ACCOUNT_MISMATCH');
    expect((await getSignal(t, signal.id)).info.number).toBe(SNAPSHOT.number);

    expect((await post(t.server, t.cookie, `/api/signal/${signal.id}/disconnect`)).statusCode).toBe(200);
    expect(errorOf(await eaPost(t.server, signal.token, '/heartbeat', {}))).toBe('SIGNAL_NOT_CONNECTED');
    const reconnected = await post(t.server, t.cookie, `/api/signal/${signal.id}/reconnect`);
    expect(reconnected.statusCode, reconnected.body).toBe(200);
    expect((await getSignal(t, signal.id)).connStatus).toBe('CONNECTING');

    const beat = await eaPost(t.server, signal.token, '/heartbeat', {});
    expect(beat.json()).toMatchObject({
      heartbeat: { connStatus: 'CALCULATING', account: { number: other.number, server: other.server } },
    });
    await t.runner.runDue();
    expect(await getSignal(t, signal.id)).toMatchObject({
      connStatus: 'CONNECTED',
      info: { number: other.number },
    });
    const status = await eaCall(t.server, signal.token, { method: 'GET', url: '/ea/v1/status' });
    expect(status.json()).toMatchObject({ status: { history: { trades: 0, openPositions: 0 } } });
  });
});
