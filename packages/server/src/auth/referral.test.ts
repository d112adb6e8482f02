import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import type { QueryResult, SqlExecutor } from '../storage/database.port.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import {
  newReferralCode,
  REFERRAL_CODE_LENGTH,
  REWARD_INTRODUCE_AMOUNT,
  REWARD_REGISTERED_AMOUNT,
} from './referral.js';
import { createSignedUpUser, type PendingSignUp } from './sign-up.js';

/** An executor whose referral-code lookups find a user for the first `takenTries` codes asked about. */
const codesTakenFor = (takenTries: number) => {
  const asked: string[] = [];
  const tx: SqlExecutor = {
    query: <Row>(_sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> => {
      asked.push(String(params[1]));
      const row = {
        site_id: 's',
        id: 'u',
        username: 'u',
        email: '',
        language: 'en-US',
        referral_code: params[1],
      };
      const rows = (asked.length <= takenTries ? [row] : []) as Row[];
      return Promise.resolve({ rows, rowCount: rows.length });
    },
    exec: () => Promise.resolve(),
  };
  return { tx, asked };
};

describe('newReferralCode', () => {
  it('gives the first code no user of the site has, from the unambiguous alphabet', async () => {
    const { tx, asked } = codesTakenFor(2);
    const code = await newReferralCode(tx, 's');
    expect(asked).toHaveLength(3);
    expect(code).toBe(asked[2]);
    expect(code).toMatch(new RegExp(`^[A-HJKMNP-Z2-9]{${REFERRAL_CODE_LENGTH}}$`));
  });

  it('gives up after ten codes that are all taken, loudly', async () => {
    const { tx, asked } = codesTakenFor(Number.POSITIVE_INFINITY);
    await expect(newReferralCode(tx, 's')).rejects.toThrow('could not find a free referral code');
    expect(asked).toHaveLength(10);
  });
});

describe('a verified sign-up becoming a user', () => {
  let server: TestServer;
  const at = new Date('2026-03-01T10:00:00.000Z');
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  let n = 0;
  const pending = (referrerId: string | null): PendingSignUp => {
    n += 1;
    return {
      username: `joiner${n}x`,
      email: `joiner${n}@example.com`,
      countryCode: '',
      phone: '',
      language: 'en-US',
      referrerId,
    };
  };
  /** The reward transactions a sign-up caused (they carry the new user's id), as type, account owner and amount. */
  const rewardsOf = async (userId: string): Promise<string[]> => {
    const { rows } = await server.ctx.db.query<{ type: string; user_id: string; amount: string }>(
      `SELECT t.type, a.user_id, trim_scale(e.amount)::text AS amount FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
       WHERE t.reference = $1 AND a.code = 'USER_TOKEN' ORDER BY t.type`,
      [userId],
    );
    return rows.map((row) => `${row.type} ${row.user_id === userId ? 'joiner' : row.user_id} ${row.amount}`);
  };
  const signUp = (sign: PendingSignUp) =>
    server.ctx.db.transaction((tx) => createSignedUpUser(tx, server.sites.demo, sign, at));

  it('without a referrer: the user and its own sign-up reward only', async () => {
    const created = await signUp(pending(null));
    if (created.error) throw new Error(created.value);
    expect(created.value).toMatchObject({ referrerId: null, createdAt: at });
    expect(await rewardsOf(created.value.id)).toEqual([
      `REWARD_REGISTERED joiner ${REWARD_REGISTERED_AMOUNT}`,
    ]);
  });

  it('with a referrer: the referrer is rewarded too', async () => {
    const { userId: referrerId } = await server.signIn();
    const created = await signUp(pending(referrerId));
    if (created.error) throw new Error(created.value);
    expect(await rewardsOf(created.value.id)).toEqual([
      `REWARD_INTRODUCE ${referrerId} ${REWARD_INTRODUCE_AMOUNT}`,
      `REWARD_REGISTERED joiner ${REWARD_REGISTERED_AMOUNT}`,
    ]);
  });

  it('a referrer gone since the code was sent is REFERRER_NOT_FOUND, and no user is made', async () => {
    const sign = pending(newId());
    expect(await signUp(sign)).toEqual({ error: true, value: 'REFERRER_NOT_FOUND' });
    const { rows } = await server.ctx.db.query('SELECT 1 FROM users WHERE username = $1', [sign.username]);
    expect(rows).toHaveLength(0);
  });

  it('a referrer of another site does not count', async () => {
    const { userId } = await server.signIn({ siteId: server.sites.second });
    expect(await signUp(pending(userId))).toEqual({ error: true, value: 'REFERRER_NOT_FOUND' });
  });
});
