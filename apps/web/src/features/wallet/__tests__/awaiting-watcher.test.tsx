import { authPaths } from '@lumen/contracts/auth/auth.contract';
import { walletPaths } from '@lumen/contracts/wallet/wallet.contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session.ts';
import { memberInfo } from '@/test/fixtures.ts';
import { WithdrawalAwaitingWatcher } from '../components/awaiting-watcher.tsx';
import { balance, mockWalletApi, renderPage, withdrawal } from './wallet-test-utils.tsx';

describe('payouts awaiting an answer', () => {
  it('when a member logs in with a paid withdrawal awaiting confirmation, then the popup opens once for it', async () => {
    vi.stubGlobal('WebSocket', vi.fn(() => ({ close: () => undefined, addEventListener: () => undefined, send: () => undefined })));
    const api = mockWalletApi({ ...balance, [authPaths.loginInfo]: memberInfo(), [walletPaths.withdrawAwaiting]: { list: [withdrawal({ id: '77', amount: '250.00' })] } });
    act(() => signIn({ token: 'tok_abcdefghijklmnopqrstuvwxyz', user: memberInfo() }));
    renderPage(<WithdrawalAwaitingWatcher />);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    expect(await within(dialog).findByText('Rs 250.00')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === walletPaths.withdrawAwaiting)).toHaveLength(1);
  });

  it('when nothing awaits, then no popup opens', async () => {
    const api = mockWalletApi({ ...balance, [authPaths.loginInfo]: memberInfo(), [walletPaths.withdrawAwaiting]: { list: [] } });
    vi.stubGlobal('WebSocket', vi.fn(() => ({ close: () => undefined, addEventListener: () => undefined, send: () => undefined })));
    act(() => signIn({ token: 'tok_abcdefghijklmnopqrstuvwxyz', user: memberInfo() }));
    renderPage(<WithdrawalAwaitingWatcher />);
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === walletPaths.withdrawAwaiting)).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
