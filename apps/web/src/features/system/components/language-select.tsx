import { type LanguageCode, languages } from '@lumen/contracts/i18n/languages';
import { Check, ChevronDown, CircleAlert, Globe, LoaderCircle, RefreshCw } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n.ts';
import { useChangeLanguage } from '../lib/use-change-language.ts';
import './language-select.css';

/**
 * The language selector: a button with the current language that opens a list of the languages
 * this site offers (all known ones until the permission call says which). A switch can take a
 * moment (the language's texts load on first use), so the button turns busy meanwhile; a switch
 * that fails says so and offers to try again.
 */
export function LanguageSelect({ offered, variant = 'header' }: { offered?: readonly LanguageCode[]; variant?: 'header' | 'menu' }) {
  const { t, i18n } = useTranslation();
  const change = useChangeLanguage();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<LanguageCode | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = currentLanguage();
  const list = languages.filter((l) => !offered?.length || offered.includes(l.code));
  const active = languages.find((l) => l.code === current) ?? languages[0];
  const shown = variant === 'header' ? active.code : active.name;

  // A press elsewhere closes the list and the failure note alike.
  useEffect(() => {
    if (!open && !failed) return;
    const onDown = (e: PointerEvent) => {
      if (rootRef.current?.contains(e.target as Node)) return;
      setOpen(false);
      setFailed(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, failed]);

  const choose = async (code: LanguageCode) => {
    setOpen(false);
    setFailed(null);
    setPending(true);
    try {
      await change(code);
    } catch {
      // Its texts did not arrive (offline, or a newer release replaced them): the page keeps its language.
      setFailed(code);
    } finally {
      setPending(false);
    }
  };

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
        aria-busy={pending}
        // Named by what it does and by what it shows ("Language EN"): a voice command saying either finds it.
        aria-label={`${t('language.choose')} ${shown}`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        {pending ? <LoaderCircle size={18} aria-hidden className="lang-select-spin" /> : <Globe size={18} aria-hidden />}
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
              disabled={pending}
              onClick={() => void choose(l.code)}
            >
              <span className="lang-select-code">{l.code}</span>
              <span>{l.name}</span>
              {l.code === current && <Check size={16} aria-hidden className="lang-select-check" />}
            </button>
          ))}
        </div>
      )}
      {failed && (
        <div className="lang-select-failure" role="alert">
          <CircleAlert size={16} aria-hidden />
          <span>{t('common.loadFailed')}</span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void choose(failed)}>
            <RefreshCw size={14} aria-hidden />
            {t('common.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
