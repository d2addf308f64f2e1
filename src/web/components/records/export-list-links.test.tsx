import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/load';
import { ExportListLinks } from './export-list-links';

afterEach(async () => {
  cleanup();
  window.history.replaceState(null, '', '/');
  await activateLocale('en');
});

describe('the list’s export links', () => {
  it('offers the CSV and the Excel workbook of the filtered view (not its page), in the person’s words', async () => {
    window.history.replaceState(null, '', '/b/b1/invoices?status=overdue&page=2');
    render(<ExportListLinks business="b1" kind="invoices" />);
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    const xlsx = screen.getByRole('link', { name: 'Export Excel' });
    expect(csv).toHaveAttribute('href', '/api/b/b1/export/invoices.csv?status=overdue');
    expect(xlsx).toHaveAttribute('href', '/api/b/b1/export/invoices.xlsx?status=overdue');
    expect(xlsx).toHaveAttribute('download');
    await act(() => activateLocale('lt'));
    expect(screen.getByRole('link', { name: 'Eksportuoti Excel' })).toBe(xlsx);
  });
});
