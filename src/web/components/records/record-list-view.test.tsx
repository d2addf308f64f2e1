import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../../contract/clock';
import { ClockProvider } from '../../lib/clock';
import { formatMoment } from '../../lib/format';
import type { ListParams } from '../../lib/list-params';
import type { RecordPage } from '../../lib/use-record-list';
import { RecordListView } from './record-list-view';

type Row = { id: string; name: string };
const list = (o: Partial<ListParams> = {}): ListParams => ({
  path: '/b/biz/invoices',
  filters: {},
  page: 1,
  searching: false,
  query: '',
  sort: undefined,
  set: vi.fn(),
  clear: vi.fn(),
  pageHref: (p) => `/b/biz/invoices?page=${p}`,
  ...o,
});
const answer = (rows: Row[], mirror?: RecordPage<Row>['mirror']): RecordPage<Row> => ({
  data: rows,
  meta: { current_page: 1, last_page: 1, total: rows.length },
  mirror,
});
const result = (data: RecordPage<Row> | undefined) => ({
  data,
  error: null,
  refetch: vi.fn(),
  isFetching: false,
  isPlaceholderData: false,
});

const now = new Date(2026, 10, 25, 16, 30);

function show(l: ListParams, data: RecordPage<Row> | undefined, o: { total?: number; stored?: number } = {}) {
  render(
    <ClockProvider clock={fixedClock(now)}>
      <RecordListView<Row>
        noun="invoices"
        list={l}
        result={result(data)}
        total={o.total}
        stored={o.stored}
        searched="Searched for “Müller”, status Overdue."
        empty={<p>No invoices yet</p>}
        table={(p) => (
          <ul>
            {p.data.map((r) => (
              <li key={r.id}>{r.name}</li>
            ))}
          </ul>
        )}
      />
    </ClockProvider>,
  );
}

afterEach(cleanup);

describe('the body of a list', () => {
  it('a search counts what it found out of all there are', () => {
    show(list({ searching: true, query: 'q=muller' }), answer([{ id: '1', name: 'Müller GmbH' }]), {
      total: 400,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Found 1 of 400 invoices');
    expect(screen.getByText('Müller GmbH')).toBeInTheDocument();
  });

  it('a search adds up all it found per currency, never converted; the plain list and a search with no sums do not', () => {
    const found = {
      ...answer([{ id: '1', name: 'Müller GmbH' }]),
      sums: [
        { currency: 'USD', amount: 805, count: 3 },
        { currency: 'EUR', amount: -120.5, count: 1 },
      ],
    };
    show(
      list({ searching: true, query: 'status=not_paid' }),
      { ...found, meta: { ...found.meta, total: 4 } },
      { total: 400 },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Found 4 of 400 invoices · total $805.00 · -€120.50',
    );
    cleanup();
    show(list({ searching: true, query: 'status=not_paid' }), answer([{ id: '1', name: 'Müller GmbH' }]), {
      total: 400,
    });
    expect(screen.queryByTestId('list-sums')).not.toBeInTheDocument();
    cleanup();
    show(list(), found);
    expect(screen.queryByTestId('list-sums')).not.toBeInTheDocument();
  });

  it('an empty search says what was searched and clears on request', async () => {
    const l = list({ searching: true, query: 'q=muller&status=overdue' });
    show(l, answer([]), { total: 400 });
    expect(screen.getByRole('heading', { name: 'No invoices match' })).toBeInTheDocument();
    expect(screen.getByText('Searched for “Müller”, status Overdue.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(l.clear).toHaveBeenCalled();
  });

  it('data served while the API cannot be reached says how old it is', () => {
    const at = Math.floor(new Date(2026, 10, 24, 9, 15).getTime() / 1000);
    show(list(), answer([{ id: '1', name: 'Row' }], { state: 'error', synced_at: at }));
    expect(
      screen.getByText(
        `Showing saved data from ${formatMoment(at, undefined, now)}: the invoicing service cannot be reached right now.`,
      ),
    ).toBeInTheDocument();
  });

  it('a search while the first walk runs says the results may be incomplete', () => {
    show(
      list({ searching: true, query: 'q=a' }),
      answer([{ id: '1', name: 'Row' }], { state: 'syncing', synced_at: null }),
      { total: 400, stored: 240 },
    );
    expect(
      screen.getByText(
        'Still reading your invoices from the invoicing service (240 of 400 so far): results may be incomplete.',
      ),
    ).toBeInTheDocument();
  });

  it('an unfiltered list with no rows shows its own empty state', () => {
    show(list(), answer([]));
    expect(screen.getByText('No invoices yet')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
