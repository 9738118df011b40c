import { useState } from 'react';
import './vendor-logo.css';

/** A vendor's logo, or its code drawn as a monogram when the picture is missing or fails. */
export function VendorLogo({ src, code, name, size = 'md' }: { src?: string | null; code: string; name: string; size?: 'sm' | 'md' | 'lg' }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img className={`vendor-logo vendor-logo-${size}`} src={src} alt={name} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
  }
  return (
    <span className={`vendor-monogram vendor-logo-${size}`} role="img" aria-label={name} data-hue={hueOf(code)}>
      {code.slice(0, 4)}
    </span>
  );
}

/** A stable colour per vendor code so monograms are told apart at a glance. */
function hueOf(code: string): number {
  let h = 0;
  for (const c of code) h = (h * 31 + c.charCodeAt(0)) % 6;
  return h;
}
