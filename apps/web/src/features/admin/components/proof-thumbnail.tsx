import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import { deskImage } from '../api/admin-api.ts';

/**
 * An object URL of `blob` that lives as long as this component shows it: made when mounted (or
 * when the blob changes), revoked when unmounted. The blob itself may be cached and shared; each
 * user has its own URL, so leaving and coming back never finds one revoked. Null until made.
 */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [made, setMade] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setMade({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  // A URL made for an earlier blob is (about to be) revoked: never shown.
  return made !== null && made.blob === blob ? made.url : null;
}

/** An image a member sent (a withdrawal proof, an application's image), read from `path`: a thumbnail that opens full size. */
export function ProofThumbnail({ path, label }: { path: string; label: string }) {
  const [open, setOpen] = useState(false);
  // The blob is cached, not a URL: a URL is revoked with the component that made it.
  const image = useQuery({
    queryKey: ['admin', 'image', path],
    queryFn: ({ signal }) => deskImage(path, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  const url = useObjectUrl(image.data);
  if (image.isPending || (image.data && !url)) return <Skeleton width={44} height={44} radius="var(--radius-sm)" />;
  if (!url) {
    return (
      <span className="admin-proof admin-proof-missing" title={label}>
        <ImageOff size={16} aria-hidden />
      </span>
    );
  }
  return (
    <>
      <button type="button" className="admin-proof" onClick={() => setOpen(true)} aria-label={label}>
        <img src={url} alt={label} />
      </button>
      {open && (
        <Dialog title={label} onClose={() => setOpen(false)} size="lg">
          <img className="admin-proof-full" src={url} alt={label} />
        </Dialog>
      )}
    </>
  );
}
