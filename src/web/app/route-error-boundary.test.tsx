import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RouteErrorBoundary } from './route-error-boundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('Cannot read properties of undefined (reading "seller")');
  return <p>The expense from Corner Shop</p>;
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <RouteErrorBoundary>
        <Fragile />
      </RouteErrorBoundary>
    </Router>,
  );
  return location;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  broken = true;
});

describe('a route that fails to render', () => {
  it('shows a recoverable error screen instead of a blank page, and "Try again" renders it anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/b/biz/expenses/1');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This screen could not be shown');
    expect(alert).toHaveTextContent('reading "seller"');
    expect(screen.getByRole('link', { name: 'Go to the start' })).toHaveAttribute('href', '/');

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The expense from Corner Shop')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error when the person goes to another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const location = renderAt('/b/biz/expenses/1');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('link', { name: 'Go to the start' }));
    expect(location.history.at(-1)).toBe('/');
    expect(screen.getByText('The expense from Corner Shop')).toBeInTheDocument();
  });
});
