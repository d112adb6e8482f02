import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import { JPEG, KYC_FIELDS, multipart, PNG, runOps, type ApiBody } from './money.test-helpers.js';

/** Any ISO time: the moments come from the clock. */
const A_TIME: unknown = expect.any(String);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const submit = async (
  member: { cookie: string },
  fields: Record<string, string> = KYC_FIELDS,
  files: Record<string, Uint8Array> = { documentFront: PNG },
) => {
  const res = await server.call({
    method: 'POST',
    url: '/api/user/kyc',
    cookie: member.cookie,
    ...multipart(fields, files),
  });
  return { status: res.statusCode, body: res.json<ApiBody>() };
};

const status = async (member: { cookie: string }) =>
  (await server.call({ method: 'GET', url: '/api/user/kyc/status', cookie: member.cookie })).json<ApiBody>()
    .kyc;

describe('identity verification', () => {
  it('starts UNVERIFIED; an application puts it UNDER_REVIEW; approval is final', async () => {
    const member = await server.signIn();
    expect(await status(member)).toEqual({
      status: 'UNVERIFIED',
      comment: '',
      submittedAt: null,
      reviewedAt: null,
    });
    const submitted = await submit(member, KYC_FIELDS, {
      documentFront: PNG,
      documentBack: JPEG,
      selfie: PNG,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.kyc).toMatchObject({
      status: 'UNDER_REVIEW',
      submittedAt: A_TIME,
      reviewedAt: null,
    });
    expect(await status(member)).toEqual(submitted.body.kyc);
    expect((await submit(member)).body).toMatchObject({ error: 'KYC_UNDER_REVIEW' });
    expect(await runOps(server, 'kyc approve', [member.userId])).toMatchObject({
      value: { status: 'APPROVED' },
    });
    expect(await status(member)).toMatchObject({ status: 'APPROVED', reviewedAt: A_TIME });
    expect((await submit(member)).body).toMatchObject({ error: 'KYC_ALREADY_APPROVED' });
    expect(await runOps(server, 'kyc reject', [member.userId], { comment: 'x' })).toEqual({
      error: true,
      value: 'KYC_ALREADY_APPROVED',
    });
  });

  it('a failed verification shows the comment and may be handed in again', async () => {
    const member = await server.signIn();
    expect(await runOps(server, 'kyc approve', [member.userId])).toEqual({
      error: true,
      value: 'KYC_NOT_UNDER_REVIEW',
    });
    await submit(member);
    expect(await runOps(server, 'kyc reject', [member.userId])).toEqual({
      error: true,
      value: 'FIELD_REQUIRED',
    });
    await runOps(server, 'kyc reject', [member.userId], { comment: 'Photo is blurred' });
    const failed = await status(member);
    expect(failed).toMatchObject({ status: 'FAILED', comment: 'Photo is blurred' });
    const again = await submit(member);
    // verify again: under review, comment cleared, the last review kept
    expect(again.body.kyc).toMatchObject({
      status: 'UNDER_REVIEW',
      comment: '',
      reviewedAt: failed.reviewedAt,
    });
  });

  it('a blocked member must contact support: no new application', async () => {
    const member = await server.signIn();
    await submit(member);
    await runOps(server, 'kyc block', [member.userId], { comment: 'Forged document' });
    expect(await status(member)).toMatchObject({ status: 'BLOCKED', comment: 'Forged document' });
    expect((await submit(member)).body).toMatchObject({ error: 'KYC_BLOCKED' });
    expect(await runOps(server, 'kyc approve', ['no-such-user'])).toEqual({
      error: true,
      value: 'USER_NOT_FOUND',
    });
  });

  it('checks the fields with core’s rules', async () => {
    const member = await server.signIn();
    const refuse = async (patch: Record<string, string>) =>
      (await submit(member, { ...KYC_FIELDS, ...patch })).body;
    expect(await refuse({ firstName: '' })).toMatchObject({ error: 'FIELD_REQUIRED' });
    expect(await refuse({ lastName: 'L1n' })).toMatchObject({ error: 'INVALID_PARAMETERS' });
    expect(await refuse({ birthDate: '1990-02-30' })).toMatchObject({ error: 'DATE_RANGE_INVALID' });
    const today = new Date(server.clock.now());
    const sixteen = `${today.getUTCFullYear() - 16}-01-01`;
    expect(await refuse({ birthDate: sixteen })).toMatchObject({ error: 'AGE_NOT_CONFIRMED' });
    expect(await refuse({ nationality: 'XX' })).toMatchObject({ error: 'COUNTRY_CODE_INVALID' });
    expect(await refuse({ documentType: 'LIBRARY_CARD' })).toMatchObject({ error: 'INVALID_PARAMETERS' });
    expect(await refuse({ documentNumber: '12' })).toMatchObject({ error: 'INVALID_PARAMETERS' });
    const { documentNumber: _n, ...missing } = KYC_FIELDS;
    expect((await submit(member, missing)).body).toMatchObject({ error: 'FIELD_REQUIRED' });
    expect(await status(member)).toMatchObject({ status: 'UNVERIFIED' });
  });

  it('checks the documents: the front is required, images only (by content), at most 2 MB', async () => {
    const member = await server.signIn();
    expect((await submit(member, KYC_FIELDS, {})).body).toMatchObject({ error: 'FIELD_REQUIRED' });
    expect(
      (await submit(member, KYC_FIELDS, { documentFront: new TextEncoder().encode('%PDF-1.7') })).body,
    ).toMatchObject({
      error: 'FILE_FORMAT',
    });
    expect(
      (await submit(member, KYC_FIELDS, { documentFront: PNG, selfie: Uint8Array.from([1, 2, 3]) })).body,
    ).toMatchObject({
      error: 'FILE_FORMAT',
    });
    expect((await submit(member, KYC_FIELDS, { documentFront: PNG, passport: PNG })).body).toMatchObject({
      error: 'WRONG_DATA_FORMAT',
    });
    const huge = new Uint8Array(2 * 1024 * 1024 + 1);
    huge.set(PNG);
    const tooBig = await submit(member, KYC_FIELDS, { documentFront: huge });
    expect(tooBig).toMatchObject({ status: 413, body: { error: 'FILE_SIZE' } });
    const json = await server.call({
      method: 'POST',
      url: '/api/user/kyc',
      cookie: member.cookie,
      payload: KYC_FIELDS,
    });
    expect(json.json<ApiBody>()).toMatchObject({ error: 'WRONG_DATA_FORMAT' });
    expect(await status(member)).toMatchObject({ status: 'UNVERIFIED' });
  });

  it('a two-sided document needs its back: an identity card or a driving licence, not a passport', async () => {
    const member = await server.signIn();
    for (const documentType of ['ID_CARD', 'DRIVING_LICENSE']) {
      expect(
        (await submit(member, { ...KYC_FIELDS, documentType }, { documentFront: PNG })).body,
      ).toMatchObject({
        error: 'FIELD_REQUIRED',
      });
    }
    expect(await status(member)).toMatchObject({ status: 'UNVERIFIED' });
    const card = await submit(
      member,
      { ...KYC_FIELDS, documentType: 'ID_CARD' },
      {
        documentFront: PNG,
        documentBack: JPEG,
      },
    );
    expect(card.body.kyc).toMatchObject({ status: 'UNDER_REVIEW' });
  });

  it('documents are private: stored as kyc-document files, never served publicly', async () => {
    const member = await server.signIn();
    await submit(member);
    const { rows } = await server.ctx.db.query<{
      id: string;
      site_id: string;
      purpose: string;
      owner_id: string;
    }>("SELECT id, site_id, purpose, owner_id FROM files WHERE owner_id = $1 AND purpose = 'kyc-document'", [
      member.userId,
    ]);
    expect(rows).toHaveLength(1);
    const file = rows[0]!;
    const res = await server.app.inject({ method: 'GET', url: `/files/${file.site_id}/${file.id}` });
    expect(res.statusCode).toBe(404);
  });

  it('the status is per member and per site', async () => {
    const a = await server.signIn();
    await submit(a);
    const b = await server.signIn();
    expect(await status(b)).toMatchObject({ status: 'UNVERIFIED' });
    const res = await server.call({
      method: 'GET',
      url: '/api/user/kyc/status',
      cookie: a.cookie,
      siteId: server.sites.second,
    });
    expect(res.json<ApiBody>()).toMatchObject({ error: 'NOT_SIGNED_IN' });
  });
});
