import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/load';
import { ResultCount } from './list-notes';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

describe('the count of a search', () => {
  it('uses the plural forms of each language (Lithuanian has three)', async () => {
    const { rerender } = render(<ResultCount found={1} of={21} noun="invoices" />);
    expect(screen.getByRole('status')).toHaveTextContent('Found 1 of 21 invoices');
    await act(() => activateLocale('lt'));
    expect(screen.getByRole('status')).toHaveTextContent('Rasta 1 iš 21 sąskaitos');
    rerender(<ResultCount found={2} of={5} noun="invoices" />);
    expect(screen.getByRole('status')).toHaveTextContent('Rasta 2 iš 5 sąskaitų');
    rerender(<ResultCount found={3} noun="expenses" of={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Rasta: 3 išlaidos');
    rerender(<ResultCount found={12} noun="expenses" of={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Rasta: 12 išlaidų');
    await act(() => activateLocale('de'));
    rerender(<ResultCount found={1} of={400} noun="invoices" />);
    expect(screen.getByRole('status')).toHaveTextContent('1 von 400 Rechnungen gefunden');
  });
});
