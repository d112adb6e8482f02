import { ok, type BrokerServer, type Platform, type Result } from '@signal-portal/core';
import { FakeClock } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { settle } from '../../test-support/test-container.js';
import { SERVER_SEARCH_DEBOUNCE_MS, ServerSearchStore } from './server-search.store.js';

const server = (name: string): BrokerServer => ({
  platform: 'MT4',
  name,
  company: 'DemoBroker Ltd',
  timezone: 'UTC+2',
});

/** A search whose answers the test releases one by one, in any order. */
const controlledSearch = () => {
  const calls: { query: string; answer: (servers: BrokerServer[]) => void }[] = [];
  const search = (_platform: Platform, query: string) =>
    new Promise<Result<readonly BrokerServer[]>>((resolve) => {
      calls.push({ query, answer: (servers) => resolve(ok(servers)) });
    });
  return { calls, search };
};

const newSearch = () => {
  const clock = new FakeClock();
  const backend = controlledSearch();
  const store = new ServerSearchStore('MT4', { search: backend.search, clock });
  return { clock, backend, store };
};

describe('ServerSearchStore', () => {
  it('searches only from 4 characters, once typing pauses for the debounce', async () => {
    const { clock, backend, store } = newSearch();
    store.setQuery('Dem');
    clock.advance(SERVER_SEARCH_DEBOUNCE_MS * 2);
    expect(backend.calls).toHaveLength(0);

    store.setQuery('Demo');
    clock.advance(SERVER_SEARCH_DEBOUNCE_MS - 1);
    store.setQuery('DemoB');
    clock.advance(SERVER_SEARCH_DEBOUNCE_MS - 1);
    expect(backend.calls).toHaveLength(0);
    clock.advance(1);
    expect(backend.calls.map((call) => call.query)).toEqual(['DemoB']);
    expect(store.status).toBe('loading');

    backend.calls[0]?.answer([server('DemoBroker-Live01'), server('DemoBroker-Demo')]);
    await settle();
    expect(store.status).toBe('ready');
    expect(store.open).toBe(true);
    expect(store.results.map((found) => found.name)).toEqual(['DemoBroker-Live01', 'DemoBroker-Demo']);
  });

  it('ignores an answer to an older text that arrives after a newer one', async () => {
    const { clock, backend, store } = newSearch();
    store.setQuery('Demo');
    clock.advance(SERVER_SEARCH_DEBOUNCE_MS);
    store.setQuery('DemoBroker-L');
    clock.advance(SERVER_SEARCH_DEBOUNCE_MS);
    expect(backend.calls.map((call) => call.query)).toEqual(['Demo', 'DemoBroker-L']);

    backend.calls[1]?.answer([server('DemoBroker-Live01')]);
    await settle();
    backend.calls[0]?.answer([server('DemoBroker-Live01'), server('DemoBroker-Demo')]);
    await settle();
    expect(store.results.map((found) => found.name)).toEqual(['DemoBroker-Live01']);
  });

  it('drops the list and a late answer when the text becomes too short', async () => {
    const { clock, backend, store } = newSearch();
    store.setQuery('Demo');
    clock.advance(SERVER_SEARCH_DEBOUNCE_MS);
    store.setQuery('De');
    backend.calls[0]?.answer([server('DemoBroker-Live01')]);
    await settle();
    expect(store.open).toBe(false);
    expect(store.results).toEqual([]);
    expect(clock.pendingTimers).toBe(0);
  });

  it('moves through the options with the arrow keys, wrapping, and chooses with Enter', async () => {
    const { clock, backend, store } = newSearch();
    store.setQuery('Demo');
    clock.advance(SERVER_SEARCH_DEBOUNCE_MS);
    backend.calls[0]?.answer([server('A-Live'), server('B-Live'), server('C-Live')]);
    await settle();
    expect(store.activeIndex).toBe(-1);
    expect(store.chooseActive()).toBe(false);
    store.move(1);
    store.move(1);
    expect(store.activeOption?.name).toBe('B-Live');
    store.move(1);
    store.move(1);
    expect(store.activeOption?.name).toBe('A-Live');
    store.move(-1);
    expect(store.activeOption?.name).toBe('C-Live');
    expect(store.chooseActive()).toBe(true);
    expect(store.selected?.name).toBe('C-Live');
    expect(store.query).toBe('C-Live');
    expect(store.value).toBe('C-Live');
    expect(store.open).toBe(false);
  });

  it('closes on Escape and opens again on an arrow key with the same answers', async () => {
    const { clock, backend, store } = newSearch();
    store.setQuery('Demo');
    clock.advance(SERVER_SEARCH_DEBOUNCE_MS);
    backend.calls[0]?.answer([server('A-Live'), server('B-Live')]);
    await settle();
    store.close();
    expect(store.open).toBe(false);
    store.move(1);
    expect(store.open).toBe(true);
    expect(store.activeOption?.name).toBe('A-Live');
  });

  it('shows a too-short text at the field only after the first blur; typing a listed name exactly chooses it', async () => {
    const { clock, backend, store } = newSearch();
    store.setQuery('De');
    expect(store.queryProblem).toBeNull();
    store.blur();
    expect(store.queryProblem).toBe('SERVER_QUERY_TOO_SHORT');
    store.setQuery('DemoBroker-Demo');
    expect(store.queryProblem).toBeNull();
    clock.advance(SERVER_SEARCH_DEBOUNCE_MS);
    backend.calls[0]?.answer([server('DemoBroker-Demo')]);
    await settle();
    store.blur();
    expect(store.selected?.name).toBe('DemoBroker-Demo');
  });

  it('stops a pending search when disposed', () => {
    const { clock, backend, store } = newSearch();
    store.setQuery('Demo');
    store.dispose();
    clock.advance(SERVER_SEARCH_DEBOUNCE_MS);
    expect(backend.calls).toHaveLength(0);
  });
});
