import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from '@/features/auth/components/__tests__/auth-test-utils.tsx';
import { openModal, useModalStack } from '@/lib/modal-store.ts';
import ChatRoomModal from '../chat-room-modal.tsx';

function Host() {
  const stack = useModalStack();
  return (
    <>
      {stack.map((entry, layer) => (
        <ChatRoomModal key={entry.id} entry={entry} layer={layer} />
      ))}
    </>
  );
}

describe('chat room popup', () => {
  it("when a dealer's chat room opens, then it frames the vendor's page in a sandbox, with a loader until the page has loaded", async () => {
    renderForm(<Host />);
    act(() => void openModal('chatRoom', { url: 'http://127.0.0.1:9/chat/M1?dealer=Mia&lang=EN', name: 'Mia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Mia' });
    const frame = within(dialog).getByTitle('Chat with Mia') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('http://127.0.0.1:9/chat/M1?dealer=Mia&lang=EN');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    expect(within(dialog).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    fireEvent.load(frame);
    expect(within(dialog).queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when the address is not a web address, then nothing is framed and the popup says it could not load', async () => {
    renderForm(<Host />);
    act(() => void openModal('chatRoom', { url: 'javascript:alert(1)', name: 'Mia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Mia' });
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('We could not load this. Please try again.');
  });
});
