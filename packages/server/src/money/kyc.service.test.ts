import { fail, type KycApplication } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_FIELDS } from '../routes/money/money.test-helpers.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { reviewKyc, submitKyc, type KycDocument } from './kyc.service.js';

/** Identity verification as the KYC routes and the ops review commands call it. */
describe('the KYC service', () => {
  let server: TestServer;
  const at = new Date('2026-03-01T10:00:00.000Z');
  const inTx = <T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> => server.ctx.db.transaction(work);
  const fields: KycApplication = { ...KYC_FIELDS, documentType: 'PASSPORT' };
  const documents: KycDocument[] = [
    { name: 'front', mime: 'image/png', bytes: new Uint8Array([1, 2, 3]) },
    { name: 'back', mime: 'image/jpeg', bytes: new Uint8Array([4, 5]) },
  ];

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('stores each document as a private file of the member, named in the application', async () => {
    const ref = { siteId: server.sites.demo, userId: (await server.signIn()).userId };
    const submitted = await inTx((tx) => submitKyc(tx, ref, fields, documents, at));
    expect(submitted).toMatchObject({ error: false, value: { status: 'UNDER_REVIEW' } });
    const { rows } = await server.ctx.db.query<{ documents: unknown }>(
      'SELECT documents FROM kyc_applications WHERE site_id = $1 AND user_id = $2',
      [ref.siteId, ref.userId],
    );
    expect(rows).toHaveLength(1);
    const raw = rows[0]?.documents;
    const stored = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { name: string; fileId: string }[];
    expect(stored.map((document) => document.name)).toEqual(['front', 'back']);
    const files = await server.ctx.db.query<{
      id: string;
      owner_id: string;
      purpose: string;
      mime: string;
      size: number;
    }>(
      'SELECT id, owner_id, purpose, mime, size FROM files WHERE site_id = $1 AND id = ANY($2) ORDER BY size DESC',
      [ref.siteId, stored.map((document) => document.fileId)],
    );
    expect(files.rows).toEqual([
      { id: stored[0]?.fileId, owner_id: ref.userId, purpose: 'kyc-document', mime: 'image/png', size: 3 },
      { id: stored[1]?.fileId, owner_id: ref.userId, purpose: 'kyc-document', mime: 'image/jpeg', size: 2 },
    ]);
  });

  it('refuses a member who does not exist, for a submission and a review, storing nothing', async () => {
    const ghost = { siteId: server.sites.demo, userId: 'no-such-member' };
    expect(await inTx((tx) => submitKyc(tx, ghost, fields, documents, at))).toEqual(fail('USER_NOT_FOUND'));
    expect(await inTx((tx) => reviewKyc(tx, ghost, { type: 'approve' }, at))).toEqual(fail('USER_NOT_FOUND'));
    const { rows } = await server.ctx.db.query('SELECT 1 FROM files WHERE owner_id = $1', [ghost.userId]);
    expect(rows).toHaveLength(0);
  });

  it('reviews the latest application by core’s machine, and refuses a review with none', async () => {
    const ref = { siteId: server.sites.demo, userId: (await server.signIn()).userId };
    const none = await inTx((tx) => reviewKyc(tx, ref, { type: 'approve' }, at));
    expect(none.error).toBe(true);
    await inTx((tx) => submitKyc(tx, ref, fields, documents, at));
    expect(await inTx((tx) => reviewKyc(tx, ref, { type: 'approve' }, at))).toMatchObject({
      error: false,
      value: { status: 'APPROVED' },
    });
  });
});
