import { queryOptions } from '@tanstack/react-query';
import { keys } from '../../../lib/query-keys';
import { readOptions } from '../../../lib/read-options';
import { recordListSource } from '../../../lib/record-list-source';
import { expenseApi } from './expense-api';

/** The expense list's source (components/records/record-list): newest first when the search names no order. */
export const expenseListSource = recordListSource('expenses', expenseApi, { key: 'date', desc: true });

/**
 * One expense. Unlike an invoice it does not start from its list row: the BFF adds what it last sent for the
 * write-only fields (`remembered`), which no list row holds.
 */
export const expenseQuery = (b: string, id: string) =>
  queryOptions({
    queryKey: keys.expenses.detail(b, id),
    queryFn: (ctx) => expenseApi.get(b, id, readOptions(ctx)),
  });
