import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, lockedScrollPosition, openModal, useModalStack } from '@/lib/modal-store.ts';
import { Dialog } from '../dialog.tsx';

/** A page that opens its own dialogs (like the sign-out confirmation), one inside the other. */
function Page() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Sign out
      </button>
      {outer && (
        <Dialog title="Sign out?" onClose={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Details
          </button>
          {inner && (
            <Dialog title="Details" layer={1} onClose={() => setInner(false)}>
              <p>Open games are closed too.</p>
            </Dialog>
          )}
        </Dialog>
      )}
    </>
  );
}

/** A host like the app's: every modal of the stack as a dialog. */
function Host() {
  const stack = useModalStack();
  return (
    <>
      {stack.map((m) => (
        <Dialog key={m.id} title={`Modal ${m.kind}`} onClose={() => closeModal(m.id)}>
          <p>Body</p>
        </Dialog>
      ))}
    </>
  );
}

const closeButtonOf = (name: string) => within(screen.getByRole('dialog', { name })).getAllByRole('button', { name: 'Close' })[0] as HTMLElement;

describe('dialog scroll lock', () => {
  beforeEach(() => {
    // As in a browser: a fixed body has nothing to scroll, so the page reports 0 until it is freed.
    Object.defineProperty(window, 'scrollY', {
      get: () => (document.body.style.position === 'fixed' ? 0 : 480),
      configurable: true,
    });
    vi.mocked(window.scrollTo).mockClear();
  });

  it('when a dialog is opened directly, then the page stops scrolling at its position; when it closes, both come back', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-480px');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body).toHaveAttribute('data-scroll-locked', 'true');
    expect(lockedScrollPosition()).toBe(480);

    await userEvent.click(closeButtonOf('Sign out?'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    expect(document.body.style.overflow).toBe('');
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 480);
    expect(lockedScrollPosition()).toBeNull();
  });

  it('when a dialog opens inside another, then the page stays frozen until both are closed', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);

    await userEvent.click(closeButtonOf('Details'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-480px');
    expect(lockedScrollPosition()).toBe(480);
    expect(window.scrollTo).not.toHaveBeenCalled();

    await userEvent.click(closeButtonOf('Sign out?'));
    expect(document.body.style.position).toBe('');
    expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 480);
  });

  it('when a modal of the stack is drawn as a dialog, then the page is frozen once and restored once', () => {
    render(<Host />);
    act(() => void openModal('login'));
    expect(screen.getByRole('dialog', { name: 'Modal login' })).toBeInTheDocument();
    expect(document.body.style.top).toBe('-480px');
    expect(lockedScrollPosition()).toBe(480);

    act(() => closeModal());
    expect(document.body.style.position).toBe('');
    expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 480);
    expect(lockedScrollPosition()).toBeNull();
  });

  it('when the stack closes its modal while a directly opened dialog is still open, then the page stays frozen', async () => {
    render(
      <>
        <Page />
        <Host />
      </>,
    );
    act(() => void openModal('notice'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    act(() => closeModal());
    expect(screen.getByRole('dialog', { name: 'Sign out?' })).toBeInTheDocument();
    expect(document.body.style.position).toBe('fixed');
    expect(window.scrollTo).not.toHaveBeenCalled();

    await userEvent.click(closeButtonOf('Sign out?'));
    expect(document.body.style.position).toBe('');
    expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 480);
  });
});
