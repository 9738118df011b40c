import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenLoadError } from './screen-load-error.ts';
import './load-failure-screen.css';

/** Names what failed to load (type and address) and offers to try again. */
export function LoadFailureScreen({ error, group, onRetry }: { error: unknown; group: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const type = error instanceof ScreenLoadError ? error.type : error instanceof Error ? error.name : 'Error';
  const address = error instanceof ScreenLoadError ? error.address : window.location.href;
  return (
    <div className="load-failure" role="alert">
      <span className="load-failure-icon" aria-hidden>
        <TriangleAlert size={32} />
      </span>
      <h1>{type === 'Timeout' ? t('loadFailure.timeoutTitle') : t('loadFailure.title')}</h1>
      <p className="load-failure-text">{t('loadFailure.text')}</p>
      <dl className="load-failure-details">
        <dt>{t('loadFailure.type')}</dt>
        <dd data-testid="load-failure-type">{type}</dd>
        <dt>{t('loadFailure.screen')}</dt>
        <dd>{group}</dd>
        <dt>{t('loadFailure.address')}</dt>
        <dd data-testid="load-failure-address">
          <bdi>{address}</bdi>
        </dd>
      </dl>
      <div className="load-failure-actions">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          <RefreshCw size={16} aria-hidden />
          {t('common.retry')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => window.location.reload()}>
          {t('loadFailure.reload')}
        </button>
      </div>
    </div>
  );
}
