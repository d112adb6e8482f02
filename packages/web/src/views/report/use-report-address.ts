import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeReportAddress,
  readReportAddress,
  writeReportAddress,
  type ReportAddress,
} from '../../stores/report/report-address.js';

/**
 * The report's tab, filters and page from the address, and a way to change them (a new history entry,
 * so back undoes a filter).
 */
export const useReportAddress = (): [ReportAddress, (change: Partial<ReportAddress>) => void] => {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Re-read only when the address changed, so effects that depend on it do not run again.
  const address = useMemo(() => readReportAddress(new URLSearchParams(search)), [search]);
  const go = (change: Partial<ReportAddress>) =>
    setParams(writeReportAddress(changeReportAddress(address, change)));
  return [address, go];
};
