import { describe, expect, it } from 'vitest';
import { exportHref, monthPackHref } from './export-links';
import { listHref } from './list-href';

describe('export and list links', () => {
  it('exports the filters a list shows, never its page or unknown parameters', () => {
    expect(exportHref('b1', 'invoices', '?status=overdue&currency=EUR&page=3&x=1&q=', 'csv')).toBe(
      '/api/b/b1/export/invoices.csv?status=overdue&currency=EUR',
    );
    expect(exportHref('b1', 'expenses', '', 'csv')).toBe('/api/b/b1/export/expenses.csv');
    expect(exportHref('b1', 'invoices', 'q=M%C3%BCller%20%26%20S%C3%B6hne', 'csv')).toBe(
      '/api/b/b1/export/invoices.csv?q=M%C3%BCller+%26+S%C3%B6hne',
    );
    // The workbook takes the same filters.
    expect(exportHref('b1', 'expenses', '?currency=EUR&from=2026-03-01&page=2', 'xlsx')).toBe(
      '/api/b/b1/export/expenses.xlsx?currency=EUR&from=2026-03-01',
    );
  });

  it('builds the month pack and filtered list addresses', () => {
    expect(monthPackHref('b1', '2026-11')).toBe('/api/b/b1/export/month.zip?month=2026-11');
    expect(listHref('b1', 'invoices', { status: 'overdue', currency: 'EUR', type: undefined })).toBe(
      '/b/b1/invoices?status=overdue&currency=EUR',
    );
    expect(listHref('b1', 'expenses', {})).toBe('/b/b1/expenses');
  });
});
