import { ArrowRight, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { DownloadQr } from './download-qr.tsx';
import './app-download-popover.css';

/** Side menus at least this wide dock beside the page; narrower screens have the drawer. */
const DOCKED_MIN_WIDTH = 1024;
const GAP = 8;

/**
 * The side menu's app-download panel: the QR code to scan with a phone and the way to the install
 * steps. It floats above the page beside its entry when the menu is docked (collapsed or not) and
 * under it in the drawer, always inside the viewport; Escape, a click elsewhere or the close
 * button closes it (`refocus`: the focus goes back to the entry).
 */
export function AppDownloadPopover({ id, anchor, onClose }: { id: string; anchor: HTMLElement; onClose: (refocus: boolean) => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    const update = () => {
      const box = panel.current?.getBoundingClientRect();
      if (!box) return;
      const a = anchor.getBoundingClientRect();
      // Docked, the panel clears the whole menu, not just its entry.
      const menu = anchor.closest('aside')?.getBoundingClientRect() ?? a;
      const vw = window.innerWidth;
      const vh = window.innerHeight;
      const rtl = document.documentElement.dir === 'rtl';
      const docked = vw >= DOCKED_MIN_WIDTH;
      let left = docked ? (rtl ? menu.left - GAP - box.width : menu.right + GAP) : rtl ? a.right - box.width : a.left;
      let top = docked ? a.top + a.height / 2 - box.height / 2 : a.bottom + GAP;
      if (!docked && top + box.height > vh - GAP) top = a.top - GAP - box.height;
      left = Math.min(Math.max(GAP, left), Math.max(GAP, vw - box.width - GAP));
      top = Math.min(Math.max(GAP, top), Math.max(GAP, vh - box.height - GAP));
      setPlace((p) => (p && p.top === top && p.left === left ? p : { top, left }));
    };
    update();
    // The QR code replaces its loader: the panel's height changes once.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    if (panel.current) observer?.observe(panel.current);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [anchor]);

  useEffect(() => {
    panel.current?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !anchor.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [anchor, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Only the panel closes, not the drawer around its entry.
    event.stopPropagation();
    onClose(true);
  };

  return createPortal(
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="app-download-popover"
      style={place ? { top: place.top, left: place.left } : { visibility: 'hidden' }}
      onKeyDown={onKeyDown}
    >
      <div className="app-download-popover-head">
        <h2 id={titleId} className="app-download-popover-title">
          {t('menu.appDownload')}
        </h2>
        <button type="button" className="btn btn-icon btn-sm" onClick={() => onClose(true)} aria-label={t('common.close')}>
          <X size={16} aria-hidden />
        </button>
      </div>
      <DownloadQr />
      <Link to={paths.download} className="btn btn-ghost btn-sm btn-block" onClick={() => onClose(false)}>
        {t('appDownload.openPage')}
        <ArrowRight size={16} aria-hidden className="flip-rtl" />
      </Link>
    </div>,
    document.body,
  );
}
