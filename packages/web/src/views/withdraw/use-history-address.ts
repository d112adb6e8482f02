import { useSearchParams } from 'react-router-dom';
import { isWithdrawalStatus, type HistoryFilters } from '../../stores/withdraw/history-query.js';

export interface HistoryAddress {
  readonly filters: HistoryFilters;
  readonly page: number;
}

const positive = (text: string | null): number => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : 1;
};

/** A day as the date field gives it, or '' (anything else in the address is ignored). */
const day = (text: string | null): string => (text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '');

/**
 * The history's filters and page live in the address (?status=COMPLETED&from=2025-01-01&to=...&page=2),
 * so back and forward, a reload and a shared link show the same list.
 */
export const useHistoryAddress = (): [
  HistoryAddress,
  (next: Partial<HistoryFilters & { page: number }>) => void,
] => {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const address: HistoryAddress = {
    filters: {
      status: isWithdrawalStatus(status) ? status : null,
      from: day(params.get('from')),
      to: day(params.get('to')),
    },
    page: positive(params.get('page')),
  };
  const go = (next: Partial<HistoryFilters & { page: number }>) => {
    const target = { ...address.filters, page: address.page, ...next };
    const search = new URLSearchParams();
    if (target.status !== null) search.set('status', target.status);
    if (target.from !== '') search.set('from', target.from);
    if (target.to !== '') search.set('to', target.to);
    if (target.page > 1) search.set('page', String(target.page));
    setParams(search, { preventScrollReset: true });
  };
  return [address, go];
};
