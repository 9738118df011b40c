import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, lockedScrollPosition, openModal, useModalStack } from '@/lib/modal-store.ts';
import { Dialog } from '../dialog.tsx';

/** A host like the app's: every open modal as a dialog with a field and a button. */
function Host() {
  const stack = useModalStack();
  return (
    <>
      {stack.map((m) => (
        <Dialog key={m.id} title={`Modal ${m.kind}`} onClose={() => closeModal(m.id)}>
          <input aria-label="Name" />
          <button type="button">Save</button>
        </Dialog>
      ))}
    </>
  );
}

describe('modal manager', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 480, configurable: true, writable: true });
    vi.mocked(window.scrollTo).mockClear();
  });

  it('when a modal opens, then the page stops scrolling at its position; when it closes, both come back', () => {
    render(<Host />);
    act(() => void openModal('login'));
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-480px');
    expect(document.body.style.overflow).toBe('hidden');
    expect(lockedScrollPosition()).toBe(480);

    act(() => closeModal());
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    expect(document.body.style.overflow).toBe('');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 480);
    expect(lockedScrollPosition()).toBeNull();
  });

  it('when two modals are stacked, then the scroll is restored only after the last one closes', () => {
    render(<Host />);
    act(() => void openModal('login'));
    act(() => void openModal('notice'));
    act(() => closeModal());
    expect(document.body.style.position).toBe('fixed');
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => closeModal());
    expect(window.scrollTo).toHaveBeenCalledWith(0, 480);
  });

  it('when the dialog is open, then it is a labelled modal dialog that an outside click does not close', async () => {
    render(<Host />);
    act(() => void openModal('login'));
    const dialog = screen.getByRole('dialog', { name: 'Modal login' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('when Escape is pressed, then the dialog closes; the close button closes it too', async () => {
    render(<Host />);
    act(() => void openModal('login'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => void openModal('register'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when tabbing past the last control, then focus wraps inside the dialog', async () => {
    render(<Host />);
    act(() => void openModal('login'));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('when the title bar is dragged, then the dialog moves with the pointer', () => {
    render(<Host />);
    act(() => void openModal('login'));
    const bar = screen.getByTestId('dialog-titlebar');
    fireEvent.pointerDown(bar, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: 160, clientY: 130 });
    fireEvent.pointerUp(bar, { pointerId: 1 });
    expect(screen.getByRole('dialog').style.transform).toBe('translate(60px, 30px)');
  });
});
