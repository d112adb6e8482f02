import { SIGNAL_LIST_VIEWS, type SignalListView } from '@signal-portal/core';
import { useSearchParams } from 'react-router-dom';
import { SIGNAL_LIST_PAGE_SIZE } from '../../../stores/signals/signal-list.store.js';

export interface ListAddress {
  readonly view: SignalListView;
  readonly page: number;
  readonly pageSize: number;
}

const positive = (text: string | null, fallback: number): number => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * The tab and page live in the address (?tab=pending&page=2, and ?pageSize= for another page size), so
 * back and forward, a reload and a shared link show the same list.
 */
export const useListAddress = (): [ListAddress, (next: Partial<ListAddress>) => void] => {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const address: ListAddress = {
    view: SIGNAL_LIST_VIEWS.find((view) => view === tab) ?? 'listed',
    page: positive(params.get('page'), 1),
    pageSize: positive(params.get('pageSize'), SIGNAL_LIST_PAGE_SIZE),
  };
  const go = (next: Partial<ListAddress>) => {
    const target = { ...address, ...next };
    const search = new URLSearchParams();
    if (target.view !== 'listed') search.set('tab', target.view);
    if (target.page > 1) search.set('page', String(target.page));
    if (target.pageSize !== SIGNAL_LIST_PAGE_SIZE) search.set('pageSize', String(target.pageSize));
    setParams(search);
  };
  return [address, go];
};
