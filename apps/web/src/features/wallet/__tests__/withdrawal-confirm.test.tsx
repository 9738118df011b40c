import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openModal } from '@/lib/modal-store.ts';
import { balance, mockWalletApi, Refusal, renderPage, withdrawal } from './wallet-test-utils.tsx';

async function openPopup() {
  renderPage(null);
  act(() => {
    openModal('withdrawalConfirm', { withdrawalId: '41', amount: '500.00' });
  });
  return screen.findByRole('dialog', { name: 'Confirm receipt' });
}

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('withdrawal confirmation popup', () => {
  it('when all of it arrived, then RECEIVED is sent with a key', async () => {
    const api = mockWalletApi({ ...balance, [walletPaths.withdrawConfirm]: withdrawal({ receiptStatus: 'RECEIVED' }) });
    await openPopup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Thank you, your answer was recorded.')).toBeInTheDocument();
    const [call] = api.to(walletPaths.withdrawConfirm);
    expect(call?.body).toEqual({ withdrawalId: '41', result: 'RECEIVED' });
    expect(call?.headers['idempotency-key']).toBeTruthy();
  });

  it('when part arrived, then the remaining amount is computed as it is typed and the received amount must be less than the payout', async () => {
    const api = mockWalletApi({ ...balance, [walletPaths.withdrawConfirm]: withdrawal({ receiptStatus: 'RECEIVED' }) });
    await openPopup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'I received only part of it' }));
    const box = screen.getByRole('textbox', { name: 'Amount received' });
    await user.type(box, '120.50');
    expect(screen.getByTestId('remaining-amount')).toHaveTextContent('Remaining amount: Rs 379.50');
    await user.clear(box);
    await user.type(box, '500');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('The maximum is Rs 499.99.')).toBeInTheDocument();
    expect(api.to(walletPaths.withdrawConfirm)).toHaveLength(0);
    await user.clear(box);
    await user.type(box, '120.50');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(api.to(walletPaths.withdrawConfirm)).toHaveLength(1));
    expect(api.to(walletPaths.withdrawConfirm)[0]?.body).toEqual({ withdrawalId: '41', result: 'PARTIAL', receivedAmount: '120.50' });
  });

  it('when part arrived with a bank statement image, then the image is uploaded and its id goes with the partial answer', async () => {
    const api = mockWalletApi({ ...balance, [walletPaths.withdrawProof]: () => ({ proofId: '77' }), [walletPaths.withdrawConfirm]: withdrawal({ receiptStatus: 'RECEIVED' }) });
    await openPopup();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('radio', { name: 'I received only part of it' }));
    expect(screen.getByText('Proof images (optional, up to 3)')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount received' }), '300');
    await user.upload(screen.getByLabelText('Add image'), [png('statement.png')]);
    await user.type(screen.getByRole('textbox', { name: 'Remark (optional)' }), 'Only 300 arrived');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Thank you, your answer was recorded.')).toBeInTheDocument();
    expect(api.to(walletPaths.withdrawProof)).toHaveLength(1);
    expect(api.to(walletPaths.withdrawConfirm)[0]?.body).toEqual({
      withdrawalId: '41',
      result: 'PARTIAL',
      receivedAmount: '300',
      proofIds: ['77'],
      remark: 'Only 300 arrived',
    });
  });

  it('when nothing arrived, then images are checked, uploaded one by one as multipart "file", and the answer carries their ids', async () => {
    let next = 900;
    const api = mockWalletApi({ ...balance, [walletPaths.withdrawProof]: () => ({ proofId: String(++next) }), [walletPaths.withdrawConfirm]: withdrawal({ receiptStatus: 'RECEIVED' }) });
    await openPopup();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('radio', { name: 'No, I did not receive it' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Attach at least one image as proof.')).toBeInTheDocument();
    const input = screen.getByLabelText('Add image');
    // The button tells a screen reader what is wrong, not only the alert that was read once.
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Attach at least one image as proof\./);
    await user.upload(input, [png('slip.png'), new File(['x'], 'notes.pdf', { type: 'application/pdf' }), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })]);
    expect(screen.getByText('notes.pdf is not a PNG or JPG image.')).toBeInTheDocument();
    expect(screen.getByText('big.jpg is larger than 5 MB.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add image'), [png('bank.png')]);
    expect(screen.getByText('slip.png')).toBeInTheDocument();
    expect(screen.getByText('bank.png')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Remark (optional)' }), 'Nothing on my statement');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Thank you, your answer was recorded.')).toBeInTheDocument();
    const uploads = api.to(walletPaths.withdrawProof);
    expect(uploads).toHaveLength(2);
    expect(uploads.map((u) => ((u.body as FormData).get('file') as File).name)).toEqual(['slip.png', 'bank.png']);
    expect(api.to(walletPaths.withdrawConfirm)[0]?.body).toEqual({ withdrawalId: '41', result: 'NOT_RECEIVED', proofIds: ['901', '902'], remark: 'Nothing on my statement' });
  });

  it('when a fourth image is chosen, then it is refused', async () => {
    mockWalletApi({ ...balance });
    await openPopup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'No, I did not receive it' }));
    await user.upload(screen.getByLabelText('Add image'), [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(screen.getByText('You can attach at most 3 images.')).toBeInTheDocument();
    expect(screen.queryByText('4.png')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add image')).not.toBeInTheDocument();
  });

  it('when the received amount is not an amount or nothing arrived without an image, then the field says why and takes the focus, and nothing is sent', async () => {
    const api = mockWalletApi({ ...balance, [walletPaths.withdrawConfirm]: withdrawal({ receiptStatus: 'RECEIVED' }) });
    await openPopup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'I received only part of it' }));
    const box = screen.getByRole('textbox', { name: 'Amount received' });
    await user.type(box, '120.505');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('Enter an amount above 0 with at most 2 decimals.'));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'No, I did not receive it' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Attach at least one image as proof.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add image')).toHaveFocus();
    expect(api.to(walletPaths.withdrawConfirm)).toHaveLength(0);
  });

  it('when the server refuses the received amount by name, then its message shows under that field and not at the foot', async () => {
    const api = mockWalletApi({
      ...balance,
      [walletPaths.withdrawConfirm]: () => {
        throw new Refusal('VALIDATION_FAILED', 'Check the form', { fields: [{ field: 'receivedAmount', issue: 'too_big', message: 'At most 499.99' }] });
      },
    });
    await openPopup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'I received only part of it' }));
    const box = screen.getByRole('textbox', { name: 'Amount received' });
    await user.type(box, '120.50');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('At most 499.99'));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(walletPaths.withdrawConfirm)).toHaveLength(1);
    expect(screen.queryByText('Check the form')).not.toBeInTheDocument();
  });
});
