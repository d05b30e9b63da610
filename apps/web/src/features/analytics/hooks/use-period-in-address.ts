import { useSearchParams } from 'react-router';
import { periodFromSearch, type PeriodQuery } from '../lib/period';

/** The chosen period, kept in the address (?from=&to=): a reload or a shared link keeps it. */
export function usePeriodInAddress(): [PeriodQuery, (period: PeriodQuery) => void] {
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search);
  const setPeriod = (next: PeriodQuery) =>
    setSearch(next.from && next.to ? { from: next.from, to: next.to } : {}, { replace: true });
  return [period, setPeriod];
}
