import { FakeClock, FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import type { KycApplication } from '../domain/kyc/kyc.js';
import { fail, ok } from '../shared/result.js';
import { IMAGE_MAX_BYTES } from '../validation/image.rules.js';
import { KycService } from './kyc.service.js';
import { fakeApi, PNG_BYTES } from './services.test-helpers.js';

const CARD: KycApplication = {
  firstName: 'Mei',
  lastName: 'Lin',
  birthDate: '1990-05-01',
  nationality: 'TW',
  documentType: 'ID_CARD',
  documentNumber: 'A123456789',
};
const STATE = {
  status: 'UNDER_REVIEW' as const,
  comment: '',
  submittedAt: '2024-01-01T00:00:00.000Z',
  reviewedAt: null,
};
const front = { filename: 'front.png', data: PNG_BYTES };

describe('KycService.apply: the documents', () => {
  it('refuses an identity card without its back before calling (FIELD_REQUIRED)', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    const kyc = new KycService({ api, clock: new FakeClock() });
    expect(await kyc.apply(CARD, { documentFront: front })).toEqual(fail('FIELD_REQUIRED'));
    expect(http.requests).toHaveLength(0);
  });

  it('refuses an image over 2 MB before calling (FILE_SIZE), as the server would', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    const kyc = new KycService({ api, clock: new FakeClock() });
    const huge = new Uint8Array(IMAGE_MAX_BYTES + 1);
    huge.set(PNG_BYTES);
    expect(
      await kyc.apply(CARD, { documentFront: front, documentBack: { filename: 'back.png', data: huge } }),
    ).toEqual(fail('FILE_SIZE'));
    expect(http.requests).toHaveLength(0);
  });

  it('sends the front, the back and the selfie in form order', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('POST /user/kyc', STATE);
    const kyc = new KycService({ api, clock: new FakeClock() });
    const result = await kyc.apply(CARD, {
      selfie: { filename: 'me.png', data: PNG_BYTES },
      documentBack: { filename: 'back.png', data: PNG_BYTES },
      documentFront: front,
    });
    expect(result).toEqual(ok(STATE));
    const body = http.lastRequest().body as unknown as { parts: { kind: string; name: string }[] };
    expect(body.parts.filter((part) => part.kind === 'file').map((part) => part.name)).toEqual([
      'documentFront',
      'documentBack',
      'selfie',
    ]);
  });
});
