import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { LiteAppInstall } from '../components/lite-app-install.tsx';
import { listenForInstallPrompt, resetInstallPrompt } from '../lib/install-prompt.ts';

/** What Chromium fires when the site can be installed: prompt() shows its dialog, userChoice its answer. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

beforeEach(() => {
  resetInstallPrompt();
  listenForInstallPrompt(window);
});
afterEach(() => resetInstallPrompt());

describe('the lite app install', () => {
  it('when the browser offers no install, then no Install button shows and the manual steps are pointed to', () => {
    renderWithProviders(<LiteAppInstall />);
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('does not offer a one-tap install');
  });

  it('when the browser offers the install and the visitor accepts, then its dialog is shown and the app counts as installed', async () => {
    renderWithProviders(<LiteAppInstall />);
    const offer = offerInstall('accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('The lite app is installed on this device');
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it('when the visitor dismisses the browser dialog, then the used offer is gone and the manual steps are pointed to', async () => {
    renderWithProviders(<LiteAppInstall />);
    const offer = offerInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('does not offer a one-tap install');
  });

  it('when the offer came before the page opened, then the page still offers the install', () => {
    offerInstall('accepted');
    renderWithProviders(<LiteAppInstall />);
    expect(screen.getByRole('button', { name: 'Install' })).toBeEnabled();
  });

  it('when the browser reports the app installed (from its own menu), then the page says so', () => {
    renderWithProviders(<LiteAppInstall />);
    offerInstall('accepted');
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.getByRole('status')).toHaveTextContent('The lite app is installed on this device');
  });
});
