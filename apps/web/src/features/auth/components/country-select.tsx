import { COUNTRY_BLUR_DELAY_MS } from '@lumen/contracts/auth/auth.contract';
import type { CountryItem } from '@lumen/contracts/system/system.contract';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CountrySelectProps {
  countries: CountryItem[];
  value: string;
  onChange: (dialingCode: string) => void;
}

const dialing = (code: string) => (code.startsWith('+') ? code : `+${code}`);

/** The country dialing code picker with flags; it closes a moment after focus leaves it. */
export function CountrySelect({ countries, value, onChange }: CountrySelectProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listRef = useRef<HTMLUListElement>(null);
  const current = countries.find((c) => c.countryDialingCode === value);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  const choose = (country: CountryItem) => {
    onChange(country.countryDialingCode);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(Math.max(0, countries.indexOf(current as CountryItem)));
        return;
      }
      setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : -1) + countries.length) % countries.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const country = countries[active];
      if (country) choose(country);
    }
  };

  return (
    <div
      className="country-select"
      onBlur={() => {
        closeTimer.current = setTimeout(() => setOpen(false), COUNTRY_BLUR_DELAY_MS);
      }}
      onFocus={() => clearTimeout(closeTimer.current)}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className="country-select-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('auth.countryCode')}
        onClick={() => setOpen((o) => !o)}
      >
        {current && <img src={current.flag} alt="" className="country-flag" />}
        <span dir="ltr">{current ? dialing(current.countryDialingCode) : value ? dialing(value) : '+'}</span>
        <ChevronDown size={14} aria-hidden />
      </button>
      {open && (
        <ul ref={listRef} id={listId} role="listbox" className="country-list" aria-label={t('auth.countryCode')}>
          {countries.map((country, index) => (
            <li
              key={country.countryCode}
              role="option"
              aria-selected={country.countryDialingCode === value}
              className={index === active ? 'country-option is-active' : 'country-option'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(country)}
            >
              <img src={country.flag} alt="" className="country-flag" loading="lazy" />
              <span className="country-name">{country.name}</span>
              <span className="country-code" dir="ltr">
                {dialing(country.countryDialingCode)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
