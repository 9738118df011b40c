import { COUNTRY_BLUR_DELAY_MS } from '@lumen/contracts/auth/auth.contract';
import type { CountryItem } from '@lumen/contracts/system/system.contract';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepInView } from '@/lib/keep-in-view.ts';

interface CountrySelectProps {
  countries: CountryItem[];
  value: string;
  onChange: (dialingCode: string) => void;
}

const dialing = (code: string) => (code.startsWith('+') ? code : `+${code}`);

/**
 * The country dialing code picker with flags: a select-only combobox (arrows move through the list,
 * Enter chooses); it closes a moment after focus leaves it.
 */
export function CountrySelect({ countries, value, onChange }: CountrySelectProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const current = countries.find((c) => c.countryDialingCode === value);
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  /** Opens on the chosen country. */
  const show = () => {
    setOpen(true);
    setActive(Math.max(0, countries.indexOf(current as CountryItem)));
  };

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
        show();
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
    <div className="country-select">
      <button
        type="button"
        role="combobox"
        className="country-select-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-label={t('auth.countryCode')}
        onClick={open ? () => setOpen(false) : show}
        onKeyDown={onKeyDown}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), COUNTRY_BLUR_DELAY_MS);
        }}
        onFocus={() => clearTimeout(closeTimer.current)}
      >
        {current && <img src={current.flag} alt="" className="country-flag" />}
        <span dir="ltr">{current ? dialing(current.countryDialingCode) : value ? dialing(value) : '+'}</span>
        <ChevronDown size={14} aria-hidden />
      </button>
      {open && (
        <div id={listId} role="listbox" className="country-list" aria-label={t('auth.countryCode')}>
          {countries.map((country, index) => (
            // The focus stays on the combobox: options are pointed at (aria-activedescendant), never focused.
            <button
              key={country.countryCode}
              ref={index === active ? keepInView : undefined}
              id={optionId(index)}
              type="button"
              role="option"
              tabIndex={-1}
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
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
