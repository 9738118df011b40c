import { encodeCsPath } from '@lumen/contracts/system/system.contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/api-mock.ts';
import { permissionValue, statusValue } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { StatusGate } from '../status-gate.tsx';

const customerService = [
  { csType: 'LIVECHAT', name: 'Live chat', icon: '', path: encodeCsPath('https://chat.example.test/', 'abcdefgh') },
];

function renderGate() {
  return renderWithProviders(
    <StatusGate>
      <p>The site</p>
    </StatusGate>,
  );
}

describe('StatusGate', () => {
  it('when the status is 0, then the site is shown', async () => {
    mockApi({ '/wps/system/status': statusValue(0), '/wps/system/permission': permissionValue() });
    renderGate();
    expect(await screen.findByText('The site')).toBeInTheDocument();
  });

  it('when the status is 1, then the maintenance page shows its title, info and a customer-service button', async () => {
    mockApi({
      '/wps/system/status': statusValue(1, { title: 'Upgrading our tables', info: 'Back within the hour.' }),
      '/wps/system/permission': permissionValue({ customerService }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Upgrading our tables' })).toBeInTheDocument();
    expect(screen.getByText('Back within the hour.')).toBeInTheDocument();
    expect(screen.queryByText('The site')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledWith('https://chat.example.test/', 'cs-livechat', expect.stringContaining('width=440,height=750'));
  });

  it('when the operator gave no text, then the maintenance page uses its own title and info', async () => {
    mockApi({ '/wps/system/status': statusValue(1), '/wps/system/permission': permissionValue() });
    renderGate();
    expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
  });

  it('when the language is switched on the maintenance page, then its title loads again in that language and the page stays up', async () => {
    const { calls } = mockApi({
      '/wps/system/status': (c: RecordedCall) => statusValue(1, { title: c.headers['x-language'] === 'ZH' ? '正在升级牌桌' : 'Upgrading our tables' }),
      '/wps/system/permission': permissionValue(),
      '/wps/system/language': (c: RecordedCall) => c.body,
    });
    renderGate();
    await userEvent.click(await screen.findByRole('button', { name: /^Language / }));
    await userEvent.click(screen.getByRole('option', { name: /中文/ }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/wps/system/status')).toHaveLength(2));
    // While the new title loads, the old one stays rather than a loader.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '正在升级牌桌' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/wps/system/status').map((c) => c.headers['x-language'])).toEqual(['EN', 'ZH']);
  });

  it('when the status is 2, then the region page shows the visitor IP, the info and a customer-service button', async () => {
    mockApi({ '/wps/system/status': statusValue(2, { ip: '203.0.113.7' }), '/wps/system/permission': permissionValue({ customerService }) });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Not available in your region' })).toBeInTheDocument();
    expect(screen.getByTestId('visitor-ip')).toHaveTextContent('203.0.113.7');
    expect(screen.getByText(/restricted due to your location/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
  });
});
