import { SignalsService } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { fakeAdapters, testAdaptersModule } from '../cli.test-helpers.js';
import { RunContainer } from './container.js';

const settings = {
  apiUrl: 'http://api.test/api',
  wsUrl: 'ws://api.test/ws',
  language: 'en-US' as const,
  siteToken: () => 'site-token',
};

describe('RunContainer', () => {
  it('makes the core services a command lists, and refuses one it does not list, as a bug', async () => {
    const services = await new RunContainer(testAdaptersModule(fakeAdapters())).start(settings, ['signals']);
    expect(services.signals).toBeInstanceOf(SignalsService);
    expect(services.signals).toBe(services.signals);
    expect(() => services.wallet).toThrow('the wallet service is used but not in the command');
  });

  it('makes every core service when the command lists none', async () => {
    const services = await new RunContainer(testAdaptersModule(fakeAdapters())).start(settings);
    for (const service of [services.session, services.wallet, services.accounts, services.liveFeed]) {
      expect(service).toBeDefined();
    }
  });
});
