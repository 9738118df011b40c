import { QrCode } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyPart } from '@/components/error-boundary/lazy-part.tsx';
import { DialogLoadFailure } from '@/components/error-boundary/part-load-failure.tsx';
import { Spinner } from '@/components/loader/loader.tsx';
import { withScreenTexts } from '@/i18n/i18n.ts';

/**
 * The panel (QR code, hand-off call, placement) loads when it first opens, not with the first page:
 * meanwhile a small spinner turns at the end of its entry (clear of the icon when the menu is
 * collapsed). Should it not arrive, a small dialog in its place offers to load it again.
 */
const AppDownloadPopover = lazyPart(
  withScreenTexts(() => import('@/features/app-download/components/app-download-popover.tsx').then((m) => ({ default: m.AppDownloadPopover }))),
  {
    loading: () => (
      <span className="side-item-loading">
        <Spinner size={14} />
      </span>
    ),
    failed: ({ onClose }, retry) => <DialogLoadFailure onRetry={retry} onClose={() => onClose(true)} />,
  },
);

/**
 * The side menu's app-download entry: a button that opens a small floating panel with the QR code
 * of the app-download link and a link to the install steps, in the collapsed menu and the drawer
 * alike. A change of page closes it.
 */
export function AppDownloadEntry() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const [shownOn, setShownOn] = useState(page);
  if (shownOn !== page) {
    setShownOn(page);
    setOpen(false);
  }
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }, []);

  return (
    <li className="side-item-host">
      <button
        ref={trigger}
        type="button"
        className="side-item"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        title={t('menu.appDownload')}
      >
        <span aria-hidden className="side-icon">
          <QrCode size={19} />
        </span>
        <span className="side-label">{t('menu.appDownload')}</span>
      </button>
      {open && trigger.current && <AppDownloadPopover id={panelId} anchor={trigger.current} onClose={close} />}
    </li>
  );
}
