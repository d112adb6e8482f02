import { ApiClient, IMAGE_MAX_BYTES, KycService, type KycState } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-container.js';
import { UiStore } from '../ui.store.js';
import { KycFormStore, type ChosenFile } from './kyc-form.store.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const PDF = new TextEncoder().encode('%PDF-1.7 some document');
const UNDER_REVIEW: KycState = {
  status: 'UNDER_REVIEW',
  comment: '',
  submittedAt: '2025-06-15T08:00:00.000Z',
  reviewedAt: null,
};

/** A chosen file over bytes; counts how far it was read. */
const chosen = (name: string, bytes: Uint8Array, size = bytes.length) => {
  const reads = { head: 0, whole: 0 };
  const file: ChosenFile = {
    name,
    size,
    head: (length) => {
      reads.head += 1;
      return Promise.resolve(bytes.slice(0, length));
    },
    bytes: () => {
      reads.whole += 1;
      return Promise.resolve(bytes);
    },
    previewUrl: () => Promise.resolve(`data:image/png;base64,${name}`),
  };
  return { file, reads };
};

const setUp = () => {
  const http = new FakeHttp();
  const app = createTestApp({
    http,
    clock: new FakeClock(Date.UTC(2025, 5, 15, 8)),
    storage: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
  });
  const api = app.container.get(ApiClient);
  const ui = app.container.get(UiStore);
  const form = new KycFormStore({
    kyc: new KycService({ api, clock: app.clock }),
    ui,
    today: () => '2025-06-15',
  });
  return { http, ui, form };
};

const fillValid = (form: KycFormStore) => {
  form.setField('firstName', 'Mei');
  form.setField('lastName', 'Lin');
  form.setField('birthDate', '1990-05-01');
  form.setField('nationality', 'TW');
  form.setField('documentType', 'PASSPORT');
  form.setField('documentNumber', 'p 1234 567');
};

describe('KycFormStore', () => {
  it('shows a field’s message only once it was left, then as typed', () => {
    const { form } = setUp();
    form.setField('birthDate', '2010-01-01');
    expect(form.fieldProblem('birthDate')).toBeNull();
    form.blur('birthDate');
    expect(form.fieldProblem('birthDate')).toBe('AGE_NOT_CONFIRMED');
    form.setField('birthDate', '2007-06-15'); // 18 today
    expect(form.fieldProblem('birthDate')).toBeNull();
    expect(form.fieldProblem('firstName')).toBeNull();
  });

  it('asks for the back of an identity card, not of a passport', () => {
    const { form } = setUp();
    form.setField('documentType', 'PASSPORT');
    expect(form.slots).toEqual(['documentFront', 'selfie']);
    form.setField('documentType', 'ID_CARD');
    expect(form.slots).toEqual(['documentFront', 'documentBack', 'selfie']);
    expect(form.missingDocuments).toEqual(['documentFront', 'documentBack']);
  });

  it('refuses a non-image by its first bytes and a file over 2 MB by its size, without reading them whole', async () => {
    const { form } = setUp();
    const pdf = chosen('scan.pdf', PDF);
    expect(await form.pick('documentFront', pdf.file)).toEqual({
      code: 'FILE_FORMAT',
      filename: 'scan.pdf',
      size: PDF.length,
    });
    expect(pdf.reads.whole).toBe(0);
    const huge = chosen('huge.png', PNG, IMAGE_MAX_BYTES + 1);
    expect((await form.pick('documentFront', huge.file))?.code).toBe('FILE_SIZE');
    expect(huge.reads.whole).toBe(0);
    expect(form.documents.documentFront).toBeNull();
    expect(form.documentProblem('documentFront')?.code).toBe('FILE_SIZE');
  });

  it('keeps an accepted image with its preview, replaces and removes it', async () => {
    const { form } = setUp();
    expect(await form.pick('documentFront', chosen('front.png', PNG).file)).toBeNull();
    expect(form.documents.documentFront).toMatchObject({
      filename: 'front.png',
      size: PNG.length,
      previewUrl: 'data:image/png;base64,front.png',
    });
    // A refused replacement keeps the image there and says why.
    await form.pick('documentFront', chosen('scan.pdf', PDF).file);
    expect(form.documents.documentFront?.filename).toBe('front.png');
    expect(form.documentProblem('documentFront')?.code).toBe('FILE_FORMAT');
    await form.pick('documentFront', chosen('again.png', PNG).file);
    expect(form.documents.documentFront?.filename).toBe('again.png');
    expect(form.documentProblem('documentFront')).toBeNull();
    form.remove('documentFront');
    expect(form.documents.documentFront).toBeNull();
  });

  it('an attempt shows every message and calls nothing; the first problem is named for the focus', async () => {
    const { form, http } = setUp();
    expect(await form.submit()).toBeNull();
    expect(form.fieldProblem('firstName')).toBe('FIELD_REQUIRED');
    expect(form.documentProblem('documentFront')).toEqual({ code: 'FIELD_REQUIRED' });
    expect(form.firstProblem).toBe('firstName');
    fillValid(form);
    expect(form.firstProblem).toBe('documentFront');
    expect(http.requests).toHaveLength(0);
  });

  it('submits the checked fields and only the images the document takes', async () => {
    const { form, http } = setUp();
    http.respond('POST /user/kyc', UNDER_REVIEW);
    fillValid(form);
    form.setField('documentType', 'ID_CARD');
    await form.pick('documentFront', chosen('front.png', PNG).file);
    await form.pick('documentBack', chosen('back.png', PNG).file);
    form.setField('documentType', 'PASSPORT'); // the back stays here, unsent
    expect(form.dirty).toBe(true);
    const answer = form.submit();
    expect(form.submitting).toBe(true);
    expect(await answer).toEqual({ error: false, value: UNDER_REVIEW });
    expect(form.submitting).toBe(false);
    const body = http.lastRequest('POST /user/kyc').body as unknown as {
      parts: { kind: string; name: string; value?: string }[];
    };
    expect(body.parts.filter((part) => part.kind === 'file').map((part) => part.name)).toEqual([
      'documentFront',
    ]);
    expect(body.parts.find((part) => part.name === 'documentNumber')?.value).toBe('P1234567');
  });

  it('a refused submission keeps everything filled in and unlocked', async () => {
    const { form, http } = setUp();
    http.respondError('POST /user/kyc', 'PAYLOAD_TOO_LARGE');
    fillValid(form);
    await form.pick('documentFront', chosen('front.png', PNG).file);
    expect(await form.submit()).toEqual({ error: true, value: 'PAYLOAD_TOO_LARGE' });
    expect(form.submitting).toBe(false);
    expect(form.fields.firstName).toBe('Mei');
    expect(form.documents.documentFront?.filename).toBe('front.png');
    http.failNetwork('POST /user/kyc');
    expect((await form.submit())?.error).toBe(true);
    expect(form.submitting).toBe(false);
  });
});
