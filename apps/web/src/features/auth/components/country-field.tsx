import { useEffect } from 'react';
import { useCountryCodes } from '../api/get-country-codes.ts';
import { type CountryListStatus, CountrySelect } from './country-select.tsx';

/**
 * The country picker fed by the country-code call: a spinner while it loads (a retry too), a retry
 * when it failed or came back empty. A list once loaded stays usable if a later reload fails.
 */
export function CountryField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { data, isError, isFetching, refetch } = useCountryCodes();
  const status: CountryListStatus = data?.length ? 'ready' : isFetching ? 'loading' : isError ? 'failed' : 'ready';
  return <CountrySelect countries={data ?? []} value={value} onChange={onChange} status={status} onRetry={() => void refetch()} />;
}

/** Chooses the first country of the list while none is chosen. */
export function useDefaultDialingCode(current: string, set: (code: string) => void) {
  const { data } = useCountryCodes();
  const first = data?.[0]?.countryDialingCode;
  useEffect(() => {
    if (!current && first) set(first);
  }, [current, first, set]);
}
