import type { Referral } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';

const env = FAKE_ENV;

const referral: Referral = {
  code: 'DEMO42',
  link: 'https://portal.example/register?ref=DEMO42',
  successCount: 3,
  totalReward: '30.00',
  users: [{ username: 'alice', joinedAt: '2026-03-01T00:00:00.000Z', reward: '10.00' }],
  rewards: [
    { type: 'REWARD_REGISTERED', count: 1, total: '5.00' },
    { type: 'REWARD_FIRST_SIGNAL_CREATE', count: 0, total: '0' },
    { type: 'REWARD_FOLLOWING_REACH_TEN', count: 0, total: '0' },
    { type: 'REWARD_INTRODUCE', count: 3, total: '30.00' },
  ],
};

describe('referral', () => {
  it('shows the code, link, count and every reward type with their sum', async () => {
    const adapters = fakeAdapters();
    adapters.http.respond('GET /user/referral', referral);
    const run = await runCli(['referral'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/Referral code +│ DEMO42/);
    expect(run.stdout).toContain(referral.link);
    expect(run.stdout).toMatch(/Successful referrals +│ 3/);
    for (const label of [
      'Registration reward',
      'First signal reward',
      'Ten followers reward',
      'Referral reward',
    ])
      expect(run.stdout).toContain(label);
    expect(run.stdout).toMatch(/All rewards +│ +4 │ +35\.00/);
    expect(run.stdout).toContain('The newest 1 of 3 referred users are listed.');
    const json = await runCli(['--json', 'referral'], adapters, { env });
    expect(JSON.parse(json.stdout)).toEqual({ error: false, value: referral });
  });
});
