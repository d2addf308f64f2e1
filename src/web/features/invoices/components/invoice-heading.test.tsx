import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InvoiceHeading, savedState } from './invoice-heading';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

describe('an invoice’s heading', () => {
  it('takes the focus and says it was saved when the form just saved it, once', () => {
    window.history.replaceState({ ...savedState, other: 1 }, '');
    render(<InvoiceHeading label="BPS-011" />);
    expect(screen.getByRole('heading', { name: 'BPS-011' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Invoice BPS-011 saved.');
    expect(window.history.state).toEqual({ other: 1 });
    cleanup();
    render(<InvoiceHeading label="BPS-011" />);
    expect(screen.getByRole('heading', { name: 'BPS-011' })).not.toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('leaves the focus alone on an invoice merely opened', () => {
    render(<InvoiceHeading label="BPS-005" />);
    expect(screen.getByRole('heading', { name: 'BPS-005' })).not.toHaveFocus();
  });
});
