import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import './part-load-failure.css';

/**
 * A part of the page whose code could not be loaded: says so and offers to load it again. Its texts
 * are the first page's, since the screens' texts may be what failed to arrive.
 */
export function PartLoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="part-load-failure" role="alert">
      <TriangleAlert size={28} aria-hidden className="part-load-failure-icon" />
      <p>{t('common.loadFailed')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry} data-autofocus>
        <RefreshCw size={16} aria-hidden />
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * A modal or popup that could not be loaded: a small dialog in its place, closed like the one it
 * stands for (not at all when that one must be finished, as a forced password change).
 */
export function DialogLoadFailure({ onRetry, onClose, layer, dismissible = true }: { onRetry: () => void; onClose: () => void; layer?: number; dismissible?: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('loadFailure.partTitle')} onClose={onClose} layer={layer} size="sm" dismissible={dismissible}>
      <PartLoadFailure onRetry={onRetry} />
    </Dialog>
  );
}
