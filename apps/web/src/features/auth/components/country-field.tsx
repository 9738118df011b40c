import { useEffect } from 'react';
import { useCountryCodes } from '../api/get-country-codes.ts';
import { CountrySelect } from './country-select.tsx';

/** The country picker fed by the country-code call. */
export function CountryField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { data } = useCountryCodes();
  return <CountrySelect countries={data ?? []} value={value} onChange={onChange} />;
}

/** Chooses the first country of the list while none is chosen. */
export function useDefaultDialingCode(current: string, set: (code: string) => void) {
  const { data } = useCountryCodes();
  const first = data?.[0]?.countryDialingCode;
  useEffect(() => {
    if (!current && first) set(first);
  }, [current, first, set]);
}
