import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import { deskImageUrl } from '../api/admin-api.ts';

/** An image a member sent (a withdrawal proof, an application's image), read from `path`: a thumbnail that opens full size. */
export function ProofThumbnail({ path, label }: { path: string; label: string }) {
  const [open, setOpen] = useState(false);
  const image = useQuery({
    queryKey: ['admin', 'image', path],
    queryFn: ({ signal }) => deskImageUrl(path, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  const url = image.data;
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  if (image.isPending) return <Skeleton width={44} height={44} radius="var(--radius-sm)" />;
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
