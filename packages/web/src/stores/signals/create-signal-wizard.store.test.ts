import { ApiClient, defaultSignal, SignalsService, type Signal } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { rejectingOnce } from '../../test-support/rejecting-once.js';
import { createTestApp } from '../../test-support/test-container.js';
import { UiStore } from '../ui.store.js';
import { CreateSignalWizardStore, wizardStepsFor } from './create-signal-wizard.store.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PAIR = { providerSymbol: 'EURUSD.m', platformSymbol: 'EURUSD', contractSize: '100000' };

const aDraft = (overrides: Partial<Signal> = {}): Signal =>
  defaultSignal({
    id: 'signal-1',
    token: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    name: 'GoldRush',
    describe: 'Gold on H4.',
    platform: 'MT4',
    connMethod: 'ACCOUNT_LINK',
    status: 'NOT_SUBMITTED',
    connStatus: 'DISCONNECTED',
    ...overrides,
  });

const newWizard = () => {
  const app = createTestApp({
    http: new FakeHttp(),
    clock: new FakeClock(),
    storage: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
  });
  const ui = app.container.get(UiStore);
  const wizard = new CreateSignalWizardStore(new SignalsService({ api: app.container.get(ApiClient) }), ui);
  wizard.reset();
  return { http: app.http, ui, wizard };
};

/** A wizard on step 2 with a method chosen. */
const onDetails = async (
  platform: Signal['platform'] = 'MT4',
  method: Signal['connMethod'] = 'ACCOUNT_LINK',
) => {
  const setup = newWizard();
  setup.wizard.choosePlatform(platform);
  setup.wizard.chooseMethod(method);
  await setup.wizard.next();
  expect(setup.wizard.step).toBe('details');
  return setup;
};

describe('CreateSignalWizardStore: the steps per method', () => {
  it('goes method, details, connect, symbols, review for an account link and an API key', () => {
    expect(wizardStepsFor('ACCOUNT_LINK')).toEqual(['method', 'details', 'connect', 'symbols', 'review']);
    expect(wizardStepsFor('API_KEY')).toEqual(['method', 'details', 'connect', 'symbols', 'review']);
  });

  it('puts the sync tool and the token before the connection for the EA', () => {
    expect(wizardStepsFor('EA')).toEqual([
      'method',
      'details',
      'install',
      'token',
      'connect',
      'symbols',
      'review',
    ]);
  });

  it('walks an EA signal through every step, creating it when the details are left', async () => {
    const { http, wizard } = await onDetails('MT5', 'EA');
    wizard.setName('EA.Walker');
    http.respond('POST /signal', aDraft({ name: 'EA.Walker', platform: 'MT5', connMethod: 'EA' }));
    await wizard.next();
    expect(http.lastRequest('POST /signal').json).toEqual({
      name: 'EA.Walker',
      describe: '',
      platform: 'MT5',
      connMethod: 'EA',
    });
    expect(wizard.step).toBe('install');
    await wizard.next();
    expect(wizard.step).toBe('token');
    await wizard.next();
    expect(wizard.step).toBe('connect');
    expect(wizard.canGoNext).toBe(false);
    wizard.connected(aDraft({ connMethod: 'EA', connStatus: 'CONNECTING' }));
    expect(wizard.step).toBe('symbols');
    expect(wizard.canGoNext).toBe(false);
    wizard.symbolsSaved({ matched: [PAIR], unmatched: [] });
    expect(wizard.step).toBe('review');
  });

  it('offers only the methods the core lists for the platform, and picks the only one itself', () => {
    const { wizard } = newWizard();
    wizard.choosePlatform('MT4');
    expect(wizard.methodChoices).toEqual(['ACCOUNT_LINK', 'EA']);
    expect(wizard.connMethod).toBeNull();
    expect(wizard.canGoNext).toBe(false);
    wizard.chooseMethod('API_KEY');
    expect(wizard.connMethod).toBeNull();
    wizard.chooseMethod('EA');
    expect(wizard.canGoNext).toBe(true);
    wizard.choosePlatform('BINANCE');
    expect(wizard.connMethod).toBe('API_KEY');
    wizard.choosePlatform('TWSE');
    expect(wizard.connMethod).toBe('ACCOUNT_LINK');
    wizard.choosePlatform('MT5');
    expect(wizard.connMethod).toBe('ACCOUNT_LINK');
  });

  it('does not go back into the steps that made the signal once it exists', async () => {
    const { http, wizard } = await onDetails();
    expect(wizard.canGoBack).toBe(true);
    wizard.setName('BackAndForth');
    http.respond('POST /signal', aDraft({ name: 'BackAndForth' }));
    await wizard.next();
    expect(wizard.step).toBe('connect');
    expect(wizard.canGoBack).toBe(false);
    wizard.choosePlatform('BINANCE');
    expect(wizard.platform).toBe('MT4');
  });
});

describe('CreateSignalWizardStore: resuming a draft', () => {
  const resumed = async (signal: Signal) => {
    const setup = newWizard();
    setup.http.respond('GET /signal/{id}', signal);
    await setup.wizard.resume(signal.id);
    return setup;
  };

  it('opens the connection of a draft that never connected (the sync tool first for the EA)', async () => {
    const { wizard } = await resumed(aDraft());
    expect(wizard.status).toBe('ready');
    expect(wizard.step).toBe('connect');
    expect(wizard.connectMode).toBe('connect');
    expect(wizard.name).toBe('GoldRush');
    expect(wizard.dirty).toBe(false);
    expect((await resumed(aDraft({ connMethod: 'EA' }))).wizard.step).toBe('install');
  });

  it('reconnects a draft whose connection was lost', async () => {
    const { wizard } = await resumed(aDraft({ connStatus: 'LOST', symbols: [PAIR] }));
    expect(wizard.step).toBe('connect');
    expect(wizard.connectMode).toBe('reconnect');
  });

  it('opens the symbols of a linked draft without matched symbols', async () => {
    for (const connStatus of ['CONNECTING', 'CALCULATING', 'CONNECTED'] as const) {
      expect((await resumed(aDraft({ connStatus }))).wizard.step).toBe('symbols');
    }
  });

  it('opens the review of a draft with matched symbols; it can be submitted once connected', async () => {
    const calculating = await resumed(aDraft({ connStatus: 'CALCULATING', symbols: [PAIR] }));
    expect(calculating.wizard.step).toBe('review');
    expect(calculating.wizard.submitCheck).toEqual({ error: true, value: 'SIGNAL_NOT_CONNECTED' });
    const connected = await resumed(aDraft({ connStatus: 'CONNECTED', symbols: [PAIR] }));
    expect(connected.wizard.submitCheck.error).toBe(false);
  });

  it('refuses a signal that is not a draft any more', async () => {
    for (const signal of [
      aDraft({ status: 'CREATED', connStatus: 'CONNECTED', symbols: [PAIR] }),
      aDraft({ status: 'PASSED', connStatus: 'CONNECTED', symbols: [PAIR] }),
      aDraft({ status: 'NOT_PASSED' }),
      aDraft({ archivedAt: '2024-03-01T00:00:00.000Z' }),
    ]) {
      const { wizard } = await resumed(signal);
      expect(wizard.notDraft?.id).toBe(signal.id);
      expect(wizard.signal).toBeNull();
    }
  });

  it('shows a failed load with a retry that loads again', async () => {
    const { http, wizard } = newWizard();
    http.respondError('GET /signal/{id}', 'ID_NOT_FOUND');
    await wizard.resume('missing');
    expect(wizard.status).toBe('failed');
    expect(wizard.errorCode).toBe('ID_NOT_FOUND');
    http.respond('GET /signal/{id}', aDraft({ id: 'missing' }));
    await wizard.retry();
    expect(wizard.status).toBe('ready');
    expect(wizard.step).toBe('connect');
  });

  it('follows the signal: a finished connection and synced symbols renew the matcher', async () => {
    const { http, wizard } = await resumed(aDraft({ connStatus: 'CALCULATING' }));
    const version = wizard.matcherVersion;
    http.respond('GET /signal/{id}', aDraft({ connStatus: 'CONNECTED', symbols: [PAIR] }));
    await wizard.refresh();
    expect(wizard.signal?.connStatus).toBe('CONNECTED');
    expect(wizard.matcherVersion).toBe(version + 1);
    expect(wizard.canGoNext).toBe(true);
    // With unsaved matching the matcher is left alone, and Next waits for the save.
    wizard.setSymbolsDirty(true);
    http.respond('GET /signal/{id}', aDraft({ connStatus: 'CONNECTED', symbols: [PAIR, PAIR] }));
    await wizard.refresh();
    expect(wizard.matcherVersion).toBe(version + 1);
    expect(wizard.canGoNext).toBe(false);
  });
});

describe('CreateSignalWizardStore: checks as the member types', () => {
  it('says nothing before the name is left once, then checks every keystroke', async () => {
    const { wizard } = await onDetails();
    wizard.setName('ab');
    expect(wizard.nameProblem).toBeNull();
    wizard.blurName();
    expect(wizard.nameProblem).toEqual({ code: 'SIGNAL_NAME_INVALID' });
    wizard.setName('abcd');
    expect(wizard.nameProblem).toBeNull();
    wizard.setName('ab cd');
    expect(wizard.nameProblem).toEqual({ code: 'SIGNAL_NAME_INVALID' });
  });

  it('counts words and characters live and refuses more than 500 words at the field', async () => {
    const { wizard } = await onDetails();
    wizard.setDescription('Gold and majors, trend following.');
    expect(wizard.descriptionCounts).toMatchObject({ words: 5, maxWords: 500, characters: 33 });
    wizard.blurDescription();
    expect(wizard.descriptionProblem).toBeNull();
    wizard.setDescription('word '.repeat(501));
    expect(wizard.descriptionProblem).toEqual({ code: 'DESCRIPTION_TOO_LONG', params: { max: 500 } });
    wizard.setDescription('x'.repeat(5001));
    expect(wizard.descriptionProblem).toEqual({ code: 'TEXT_TOO_LONG' });
  });

  it('shows every problem when Next is pressed, and creates nothing', async () => {
    const { http, wizard } = await onDetails();
    await wizard.next();
    expect(wizard.step).toBe('details');
    expect(wizard.nameProblem).toEqual({ code: 'SIGNAL_NAME_INVALID' });
    expect(http.calledRoutes().has('POST /signal')).toBe(false);
  });

  it("puts the server's refusal of a taken name at the field, not in a toast, until the name changes", async () => {
    const { http, ui, wizard } = await onDetails();
    http.respondError('POST /signal', 'NAME_EXISTS');
    wizard.setName('GoldTrend.Pro');
    await wizard.next();
    expect(wizard.step).toBe('details');
    expect(wizard.signal).toBeNull();
    expect(wizard.nameProblem).toEqual({ code: 'NAME_EXISTS' });
    expect(ui.toasts).toEqual([]);
    expect(wizard.canGoNext).toBe(true);
    wizard.setName('GoldTrend.Pro2');
    expect(wizard.nameProblem).toBeNull();
  });

  it('toasts a refusal that belongs to no field, and lets the member try again', async () => {
    const { http, ui, wizard } = await onDetails();
    http.respondError('POST /signal', 'SERVICE_ERROR');
    wizard.setName('Valid.Name');
    await wizard.next();
    expect(ui.toasts.at(-1)).toMatchObject({ type: 'error', message: 'errors.SERVICE_ERROR' });
    expect(wizard.busy).toBe(false);
    expect(wizard.canGoNext).toBe(true);
  });
});

describe('CreateSignalWizardStore: the image', () => {
  it('uploads the picked image after creating the signal', async () => {
    const { http, wizard } = await onDetails();
    wizard.setName('WithImage');
    wizard.pickImage({ filename: 'logo.png', data: PNG });
    http
      .respond('POST /signal', aDraft({ name: 'WithImage' }))
      .respond('POST /signal/{id}/headshot', aDraft({ name: 'WithImage', headshot: '/files/logo.png' }));
    await wizard.next();
    expect(http.lastRequest('POST /signal/{id}/headshot').path).toBe('/signal/signal-1/headshot');
    expect(wizard.signal?.headshot).toBe('/files/logo.png');
    expect(wizard.step).toBe('connect');
  });

  it('keeps step 2 with the problem at the picker when the upload fails; the next try only uploads', async () => {
    const { http, wizard } = await onDetails();
    wizard.setName('WithImage');
    wizard.pickImage({ filename: 'logo.png', data: PNG });
    http
      .respond('POST /signal', aDraft({ name: 'WithImage' }))
      .respondError('POST /signal/{id}/headshot', 'FILE_UPLOAD');
    await wizard.next();
    expect(wizard.step).toBe('details');
    expect(wizard.created).toBe(true);
    expect(wizard.imageProblem).toEqual({ code: 'FILE_UPLOAD' });
    expect(wizard.canGoBack).toBe(false);
    http.respond('POST /signal/{id}/headshot', aDraft({ name: 'WithImage', headshot: '/files/logo.png' }));
    await wizard.next();
    expect(http.requestsTo('POST /signal')).toHaveLength(1);
    expect(wizard.step).toBe('connect');
  });
});

describe('CreateSignalWizardStore: unsaved input', () => {
  it('counts the typed details as unsaved until the signal is created', async () => {
    const { http, wizard } = await onDetails();
    expect(wizard.dirty).toBe(false);
    wizard.setDescription('Something');
    expect(wizard.dirty).toBe(true);
    wizard.setName('Saved.Now');
    http.respond('POST /signal', aDraft({ name: 'Saved.Now' }));
    await wizard.next();
    expect(wizard.dirty).toBe(false);
  });

  it("follows the connect and symbol forms' own dirtiness, dropped when their step is left", async () => {
    const { http, wizard } = newWizard();
    http.respond('GET /signal/{id}', aDraft());
    await wizard.resume('signal-1');
    wizard.setConnectDirty(true);
    expect(wizard.dirty).toBe(true);
    wizard.connected(aDraft({ connStatus: 'CALCULATING' }));
    expect(wizard.dirty).toBe(false);
    expect(wizard.step).toBe('symbols');
    wizard.setSymbolsDirty(true);
    expect(wizard.dirty).toBe(true);
    wizard.back();
    expect(wizard.step).toBe('connect');
    expect(wizard.dirty).toBe(false);
  });

  it('has nothing unsaved after the submission', async () => {
    const { http, wizard } = newWizard();
    http.respond('GET /signal/{id}', aDraft({ connStatus: 'CONNECTED', symbols: [PAIR] }));
    await wizard.resume('signal-1');
    http.respond(
      'POST /signal/{id}/submit',
      aDraft({ status: 'CREATED', connStatus: 'CONNECTED', symbols: [PAIR] }),
    );
    await wizard.submit();
    expect(wizard.submitted).toBe(true);
    expect(wizard.signal?.status).toBe('CREATED');
    expect(wizard.dirty).toBe(false);
    expect(wizard.canGoBack).toBe(false);
  });

  it('does not call the server to submit a signal the core refuses, and toasts a server refusal', async () => {
    const { http, ui, wizard } = newWizard();
    http.respond('GET /signal/{id}', aDraft({ connStatus: 'CALCULATING', symbols: [PAIR] }));
    await wizard.resume('signal-1');
    await wizard.submit();
    expect(http.calledRoutes().has('POST /signal/{id}/submit')).toBe(false);
    http.respond('GET /signal/{id}', aDraft({ connStatus: 'CONNECTED', symbols: [PAIR] }));
    await wizard.refresh();
    http.respondError('POST /signal/{id}/submit', 'SIGNAL_NO_MATCHED_SYMBOL');
    await wizard.submit();
    expect(wizard.submitted).toBe(false);
    expect(wizard.busy).toBe(false);
    expect(ui.toasts.at(-1)).toMatchObject({ type: 'error', message: 'errors.SIGNAL_NO_MATCHED_SYMBOL' });
  });
});

describe('CreateSignalWizardStore after a failure (issue 10, item 11: no form stays locked)', () => {
  it('leaving the details lost to the network, then rejected, keeps step 2 usable; the next try creates', async () => {
    const { http, ui, wizard } = await onDetails();
    wizard.setName('Valid.Name');
    http.failNetwork('POST /signal');
    await wizard.next();
    expect(wizard.busy).toBe(false);
    expect(wizard.step).toBe('details');
    expect(ui.toasts.at(-1)?.message).toBe('errors.NETWORK_ERROR');

    http.respond('POST /signal', aDraft({ name: 'Valid.Name' }));
    rejectingOnce(wizard['signals'], 'create');
    await wizard.next();
    expect(wizard.busy).toBe(false);
    expect(wizard.canGoNext).toBe(true);
    await wizard.next();
    expect(wizard.step).toBe('connect');
  });

  it('a submission lost to the network, then rejected, can be sent again', async () => {
    const { http, wizard } = newWizard();
    http.respond('GET /signal/{id}', aDraft({ connStatus: 'CONNECTED', symbols: [PAIR] }));
    await wizard.resume('signal-1');
    http.failNetwork('POST /signal/{id}/submit');
    await wizard.submit();
    expect(wizard.busy).toBe(false);
    expect(wizard.submitted).toBe(false);

    http.respond(
      'POST /signal/{id}/submit',
      aDraft({ status: 'CREATED', connStatus: 'CONNECTED', symbols: [PAIR] }),
    );
    rejectingOnce(wizard['signals'], 'submit');
    await wizard.submit();
    expect(wizard.busy).toBe(false);
    await wizard.submit();
    expect(wizard.submitted).toBe(true);
  });
});
