import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { connectedBusinessSchema, sessionStateSchema } from '../../contract/bff';
import { currencySchema, dataOf } from '../../contract/common';
import { profileSchema } from '../../contract/profile';
import { apiRequest } from './api-client';
import { keys } from './query-keys';
import { readOptions } from './read-options';

/** Reference data more than one feature reads: shared here so every screen hits the same cache entry. */
const businessesSchema = dataOf(z.array(connectedBusinessSchema));
const profileAnswer = dataOf(profileSchema);
const currenciesAnswer = dataOf(z.array(currencySchema));
/**
 * The session, and on a desk with people the signed-in person (issue 46): kept as the BFF sent it, read with the
 * contract's schema by the access rules (lib/access-rules.ts), which load after the first paint.
 */
export const sessionAnswer = dataOf(z.extend(sessionStateSchema, { account: z.optional(z.unknown()) }));
export type SessionState = z.infer<typeof sessionAnswer>['data'];

/** Login state and the BFF's upload cap. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: keys.session(),
    queryFn: (ctx) => apiRequest('/session', sessionAnswer, readOptions(ctx)).then((r) => r.data),
    staleTime: 0,
  });

export const businessesQuery = () =>
  queryOptions({
    queryKey: keys.businesses.all(),
    queryFn: (ctx) => apiRequest('/businesses', businessesSchema, readOptions(ctx)).then((r) => r.data),
  });

export const profileQuery = (b: string) =>
  queryOptions({
    queryKey: keys.profile(b),
    queryFn: (ctx) => apiRequest(`/b/${b}/profile`, profileAnswer, readOptions(ctx)).then((r) => r.data),
  });

/** The accepted currencies hardly ever change: read once per session. */
export const currenciesQuery = (b: string) =>
  queryOptions({
    queryKey: keys.currencies(b),
    queryFn: (ctx) =>
      apiRequest(`/b/${b}/currencies`, currenciesAnswer, readOptions(ctx)).then((r) => r.data),
    staleTime: Infinity,
  });
