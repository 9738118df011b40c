import { type LanguageCode, languages } from '@lumen/contracts/i18n/languages';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n.ts';
import { useChangeLanguage } from '../lib/use-change-language.ts';
import './language-select.css';

/**
 * The language selector: a button with the current language that opens a list of the languages
 * this site offers (all known ones until the permission call says which).
 */
export function LanguageSelect({ offered, variant = 'header' }: { offered?: readonly LanguageCode[]; variant?: 'header' | 'menu' }) {
  const { t, i18n } = useTranslation();
  const change = useChangeLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = currentLanguage();
  const list = languages.filter((l) => !offered?.length || offered.includes(l.code));
  const active = languages.find((l) => l.code === current) ?? languages[0];
  const shown = variant === 'header' ? active.code : active.name;

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  /** Arrows, Home and End move through the languages; Escape closes the list and goes back to its button. */
  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      trigger.current?.focus();
      return;
    }
    const options = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="option"]'));
    const at = options.indexOf(document.activeElement as HTMLButtonElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: options.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    options[(to + options.length) % options.length]?.focus();
  };

  return (
    <div ref={rootRef} className={`lang-select lang-select-${variant}`} data-lang={i18n.language}>
      <button
        ref={trigger}
        type="button"
        className="lang-select-trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        // Named by what it does and by what it shows ("Language EN"): a voice command saying either finds it.
        aria-label={`${t('language.choose')} ${shown}`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        <Globe size={18} aria-hidden />
        <span className="lang-select-current">{shown}</span>
        <ChevronDown size={14} aria-hidden className="lang-select-chevron" />
      </button>
      {open && (
        <div id={listId} className="lang-select-list" role="listbox" aria-label={t('language.choose')} onKeyDown={onListKeyDown}>
          {list.map((l) => (
            <button
              key={l.code}
              type="button"
              role="option"
              aria-selected={l.code === current}
              lang={l.locale}
              dir={l.dir}
              className="menu-item lang-select-option"
              onClick={() => {
                setOpen(false);
                void change(l.code);
              }}
            >
              <span className="lang-select-code">{l.code}</span>
              <span>{l.name}</span>
              {l.code === current && <Check size={16} aria-hidden className="lang-select-check" />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
