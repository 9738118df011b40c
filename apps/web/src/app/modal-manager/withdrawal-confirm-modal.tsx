import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { WithdrawalConfirmForm } from '@/features/wallet/components/withdrawal-confirm-form.tsx';
import '@/features/wallet/components/wallet.css';
import { closeModal, type ModalEntry } from '@/lib/modal-store.ts';

/** openModal('withdrawalConfirm', { withdrawalId, amount }): the member's answer to a payout. */
export default function WithdrawalConfirmModal({ entry, layer }: { entry: ModalEntry; layer: number }) {
  const { t } = useTranslation();
  const withdrawalId = typeof entry.props.withdrawalId === 'string' ? entry.props.withdrawalId : '';
  const amount = typeof entry.props.amount === 'string' ? entry.props.amount : '0.00';
  const close = () => closeModal(entry.id);
  return (
    <Dialog title={t('wallet.confirm.title')} onClose={close} layer={layer}>
      <WithdrawalConfirmForm key={withdrawalId} withdrawalId={withdrawalId} amount={amount} onDone={close} />
    </Dialog>
  );
}
