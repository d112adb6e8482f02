import { describe, expect, it } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';

const env = FAKE_ENV;

describe('kyc status', () => {
  it('shows the state, what it means, the dates and the reviewer comment', async () => {
    const adapters = fakeAdapters();
    const state = {
      status: 'FAILED' as const,
      comment: 'The photo is blurred.',
      submittedAt: '2026-03-01T08:00:00.000Z',
      reviewedAt: '2026-03-02T09:30:00.000Z',
    };
    adapters.http.respond('GET /user/kyc/status', state);
    const run = await runCli(['kyc', 'status'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/Verification status +│ Failed/);
    expect(run.stdout).toMatch(/Reviewer comment +│ The photo is blurred\./);
    expect(run.stdout).toContain('2026-03-02 09:30 UTC');
    expect(run.stdout).toContain('Please check the comment and verify again.');
    const json = await runCli(['--json', 'kyc', 'status'], adapters, { env });
    expect(JSON.parse(json.stdout)).toEqual({ error: false, value: state });
  });

  it('asks to log in first (exit 3)', async () => {
    const adapters = fakeAdapters();
    adapters.http.respondError('GET /user/kyc/status', 'NOT_SIGNED_IN');
    expect((await runCli(['kyc', 'status'], adapters, { env })).exitCode).toBe(EXIT.AUTH);
  });
});
