import { encodeCsPath } from '@lumen/contracts/system/system.contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock.ts';
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

  it('when the status is 2, then the region page shows the visitor IP, the info and a customer-service button', async () => {
    mockApi({ '/wps/system/status': statusValue(2, { ip: '203.0.113.7' }), '/wps/system/permission': permissionValue({ customerService }) });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Not available in your region' })).toBeInTheDocument();
    expect(screen.getByTestId('visitor-ip')).toHaveTextContent('203.0.113.7');
    expect(screen.getByText(/restricted due to your location/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
  });
});
