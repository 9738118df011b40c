import { X } from 'lucide-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { lockScroll } from '@/lib/modal-store.ts';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Optional picture above the body (for example the login banner). */
  media?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Layer order when several dialogs are open. */
  layer?: number;
  /** False for a step the user must finish (a forced password change): no close button, Escape ignored. */
  dismissible?: boolean;
}

/**
 * A modal dialog: drawn over a dimmed page, draggable by its title bar, closed only by its close
 * button or Escape (a click outside does nothing), with focus kept inside while it is open. The page
 * behind does not scroll while any dialog is open, whether or not it came from the modal stack.
 */
export function Dialog({ title, onClose, children, media, size = 'md', layer = 0, dismissible = true }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ pointerId: number; startX: number; startY: number; baseX: number; baseY: number } | null>(null);

  // Before focus moves in, so the position saved is the one the user left.
  useLayoutEffect(() => lockScroll(), []);

  // Focus moves into the dialog on open and back to where it was on close.
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (dismissible) onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    },
    [onClose, dismissible],
  );

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      baseX: offset.x,
      baseY: offset.y,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const rect = panelRef.current?.getBoundingClientRect();
    let x = d.baseX + event.clientX - d.startX;
    let y = d.baseY + event.clientY - d.startY;
    if (rect) {
      // Keep at least the title bar on screen.
      const maxX = (window.innerWidth - rect.width) / 2 + rect.width - 80;
      const maxY = (window.innerHeight - rect.height) / 2 + rect.height - 56;
      x = Math.max(-maxX, Math.min(maxX, x));
      y = Math.max(-(window.innerHeight - rect.height) / 2, Math.min(maxY, y));
    }
    setOffset({ x, y });
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  useEffect(() => {
    const reset = () => setOffset({ x: 0, y: 0 });
    window.addEventListener('resize', reset);
    return () => window.removeEventListener('resize', reset);
  }, []);

  return createPortal(
    <div className="dialog-backdrop" style={{ zIndex: `calc(var(--z-modal) + ${layer})` }} data-testid="dialog-backdrop">
      <div
        ref={panelRef}
        className={`dialog dialog-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      >
        <div
          className="dialog-titlebar"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          data-testid="dialog-titlebar"
        >
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="dialog-close" onClick={onClose} aria-label={t('common.close')}>
              <X size={18} aria-hidden />
            </button>
          )}
        </div>
        {media}
        <div className="dialog-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
