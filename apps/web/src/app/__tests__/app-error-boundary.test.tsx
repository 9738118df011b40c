import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '../app.tsx';

let broken = true;
function Shell() {
  if (broken) throw new TypeError('the shell broke');
  return <p>The site</p>;
}

describe('AppErrorBoundary', () => {
  it('when a part of the page no boundary of its own caught fails, then the failure screen shows with retry instead of a blank page; retry draws the site again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Shell />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page failed to load');
    expect(screen.getByTestId('load-failure-type')).toHaveTextContent('TypeError');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The site')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
