import { COUNTRY_BLUR_DELAY_MS } from '@lumen/contracts/auth/auth.contract';
import type { CountryItem } from '@lumen/contracts/system/system.contract';
import { ChevronDown, CircleAlert, RefreshCw } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/loader/loader.tsx';
import { keepInView } from '@/lib/keep-in-view.ts';

/** Where the country list is: still loading, failed to load, or here (possibly empty). */
export type CountryListStatus = 'loading' | 'failed' | 'ready';

interface CountrySelectProps {
  countries: CountryItem[];
  value: string;
  onChange: (dialingCode: string) => void;
  status?: CountryListStatus;
  /** Loads the list again after a failure; without it no retry is offered. */
  onRetry?: () => void;
}

const dialing = (code: string) => (code.startsWith('+') ? code : `+${code}`);

/**
 * The country dialing code picker with flags: a select-only combobox (arrows move through the list,
 * Enter chooses); it closes a moment after focus leaves it. While the list loads the button shows a
 * spinner; when it failed or came back empty, the combobox is marked invalid and its popup says
 * which, with a retry.
 */
export function CountrySelect({ countries, value, onChange, status = 'ready', onRetry }: CountrySelectProps) {
  const { t } = useTranslation();
  const listId = useId();
  const noteId = `${listId}-note`;
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  /** The option pointed at; none yet means the chosen country (or the first), also when the list arrives after opening. */
  const [pointed, setPointed] = useState<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const current = countries.find((c) => c.countryDialingCode === value);
  const active = pointed ?? Math.max(0, countries.indexOf(current as CountryItem));
  const optionId = (index: number) => `${listId}-${index}`;
  const listed = status === 'ready' && countries.length > 0;
  // An empty list blocks the member just as a failed one does: both are told and offered a retry.
  const unavailable = status === 'failed' || (status === 'ready' && countries.length === 0);
  const reason = status === 'failed' ? t('common.loadFailed') : t('auth.noCountries');
  // Opened while the list loads, the popup shows once it is there (the button's spinner says why not yet).
  const expanded = open && status !== 'loading';

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  /** Opens on the chosen country. */
  const show = () => {
    setOpen(true);
    setPointed(null);
  };

  const choose = (country: CountryItem) => {
    onChange(country.countryDialingCode);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      // A popup still waiting for its list is not seen: Escape goes on to the dialog then.
      if (expanded) event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        show();
        return;
      }
      if (!listed) return;
      setPointed((active + (event.key === 'ArrowDown' ? 1 : -1) + countries.length) % countries.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const country = listed ? countries[active] : undefined;
      if (country) choose(country);
    }
  };

  /** The retry keeps the focus on the combobox and the popup open, so the list shows there once it loads. */
  const retry = () => {
    button.current?.focus();
    onRetry?.();
  };

  const shown = current ? dialing(current.countryDialingCode) : value ? dialing(value) : status === 'loading' ? '' : '+';

  // Focus may move from the combobox to the retry of its popup: only leaving both closes it.
  const focusHandlers = {
    onBlur: () => {
      closeTimer.current = setTimeout(() => setOpen(false), COUNTRY_BLUR_DELAY_MS);
    },
    onFocus: () => clearTimeout(closeTimer.current),
  };

  return (
    <div className="country-select">
      <button
        ref={button}
        type="button"
        role="combobox"
        className="country-select-button"
        aria-haspopup="listbox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && listed && countries[active] ? optionId(active) : undefined}
        aria-label={t('auth.countryCode')}
        aria-busy={status === 'loading'}
        aria-invalid={unavailable || undefined}
        aria-describedby={unavailable ? noteId : undefined}
        title={unavailable ? reason : undefined}
        onClick={open ? () => setOpen(false) : show}
        onKeyDown={onKeyDown}
        {...focusHandlers}
      >
        {current && <img src={current.flag} alt="" className="country-flag" />}
        {shown && <span dir="ltr">{shown}</span>}
        {status === 'loading' ? (
          <Spinner size={14} />
        ) : unavailable ? (
          <CircleAlert size={14} className="country-select-alert" aria-hidden />
        ) : (
          <ChevronDown size={14} aria-hidden />
        )}
      </button>
      {unavailable && !expanded && (
        <span id={noteId} className="visually-hidden">
          {reason}
        </span>
      )}
      {expanded && unavailable && (
        <div id={listId} className="country-list country-list-state" role="alert">
          <CircleAlert size={16} aria-hidden />
          <span id={noteId}>{reason}</span>
          {onRetry && (
            <button type="button" className="btn btn-ghost btn-sm" onMouseDown={(event) => event.preventDefault()} onClick={retry} {...focusHandlers}>
              <RefreshCw size={14} aria-hidden />
              {t('common.retry')}
            </button>
          )}
        </div>
      )}
      {expanded && listed && (
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
