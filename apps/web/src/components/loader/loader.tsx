import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './loader.css';

export function Spinner({ size = 28 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <span className="spinner" style={{ inlineSize: size, blockSize: size }} role="status" aria-label={t('common.loading')} />
  );
}

/** Full-area loader used while a screen group or the site status loads. */
export function ScreenLoader({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <div className={fullscreen ? 'screen-loader screen-loader-full' : 'screen-loader'}>
      <Spinner size={40} />
    </div>
  );
}

export function Skeleton({ width, height, radius, style }: { width?: string | number; height?: string | number; radius?: string; style?: CSSProperties }) {
  return (
    <span
      className="skeleton"
      aria-hidden
      style={{ inlineSize: width, blockSize: height, borderRadius: radius, ...style }}
    />
  );
}
