import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import { proofImageUrl } from '../api/admin-api.ts';

/** A proof image the member sent: a thumbnail that opens full size. */
export function ProofThumbnail({ proofId, index }: { proofId: string; index: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const image = useQuery({
    queryKey: ['admin', 'proof', proofId],
    queryFn: ({ signal }) => proofImageUrl(proofId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  const url = image.data;
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  const label = t('admin.withdrawals.proof', { n: index + 1 });
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
