import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { dataOf, paginationMetaSchema } from '../../../../contract/common';
import {
  accountSchema,
  activityEntrySchema,
  invitationSchema,
  invitationViewSchema,
  personSchema,
  sessionInfoSchema,
  type Role,
} from '../../../../contract/people';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { keys } from '../../../lib/query-keys';
import { readOptions } from '../../../lib/read-options';

const peopleAnswer = dataOf(
  z.object({ people: z.array(personSchema), invitations: z.array(invitationSchema) }),
);
const activityAnswer = z.object({ data: z.array(activityEntrySchema), meta: paginationMetaSchema });
const ignored = z.unknown();
const at = (b: string, path: string) => `/b/${encodeURIComponent(b)}${path}`;

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: keys.invitation(token),
    queryFn: (ctx) =>
      apiRequest(
        `/invitations/${encodeURIComponent(token)}`,
        dataOf(invitationViewSchema),
        readOptions(ctx),
      ).then((r) => r.data),
    retry: false,
  });

export const peopleQuery = (b: string) =>
  queryOptions({
    queryKey: keys.people(b),
    queryFn: (ctx) => apiRequest(at(b, '/people'), peopleAnswer, readOptions(ctx)).then((r) => r.data),
    staleTime: 0,
  });

export const activityQuery = (b: string, page: number) =>
  queryOptions({
    queryKey: keys.activity(b, page),
    queryFn: (ctx) => apiRequest(at(b, `/activity?page=${page}`), activityAnswer, readOptions(ctx)),
    staleTime: 0,
  });

export const sessionsQuery = () =>
  queryOptions({
    queryKey: keys.accountSessions(),
    queryFn: (ctx) =>
      apiRequest('/account/sessions', dataOf(z.array(sessionInfoSchema)), readOptions(ctx)).then(
        (r) => r.data,
      ),
    staleTime: 0,
  });

/** Signed in by the answer (accepting an invitation): the session is read again, and everything refused before. */
function useSignedIn() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries();
}

export function useAcceptInvitation(token: string) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: { password: string; name?: string }) =>
      apiRequest(`/invitations/${encodeURIComponent(token)}/accept`, dataOf(accountSchema), {
        method: 'POST',
        body,
      }).then((r) => r.data),
    onSuccess: signedIn,
  });
}

/** A change to the business's people: the list is read again (the BFF's answer holds one row, not the list). */
function usePeopleChange<T>(b: string, send: (input: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.people(b) }),
  });
}

export const useInvite = (b: string) =>
  usePeopleChange(b, (body: { email: string; role: Role }) =>
    apiRequest(at(b, '/invitations'), ignored, { method: 'POST', body }),
  );
export const useCancelInvitation = (b: string) =>
  usePeopleChange(b, (id: string) =>
    apiSend(at(b, `/invitations/${encodeURIComponent(id)}`), { method: 'DELETE' }),
  );
export const useChangeRole = (b: string) =>
  usePeopleChange(b, ({ id, role }: { id: string; role: Role }) =>
    apiSend(at(b, `/people/${encodeURIComponent(id)}`), { method: 'PUT', body: { role } }),
  );
export const useRemovePerson = (b: string) =>
  usePeopleChange(b, (id: string) =>
    apiSend(at(b, `/people/${encodeURIComponent(id)}`), { method: 'DELETE' }),
  );

/** A change to the person's own sessions or second factor: the sessions and the session (its account) are read again. */
function useAccountChange<T, R>(send: (input: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.accountSessions() });
      void qc.invalidateQueries({ queryKey: keys.session() });
    },
  });
}

export const useRevokeSession = () =>
  useAccountChange((id: string) =>
    apiSend(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
export const useLogoutEverywhere = () =>
  useAccountChange(() => apiSend('/account/sessions', { method: 'DELETE' }));
export const useChangePassword = () =>
  useAccountChange((body: { current_password: string; password: string }) =>
    apiSend('/account/password', { method: 'PUT', body }),
  );
export const useStartTotp = () =>
  useAccountChange(() =>
    apiRequest('/account/totp', dataOf(z.object({ secret: z.string(), uri: z.string() })), {
      method: 'POST',
    }).then((r) => r.data),
  );
export const useConfirmTotp = () =>
  useAccountChange((code: string) =>
    apiRequest('/account/totp/confirm', dataOf(z.object({ recovery_codes: z.array(z.string()) })), {
      method: 'POST',
      body: { code },
    }).then((r) => r.data),
  );
export const useTurnOffTotp = () =>
  useAccountChange((code: string) => apiSend('/account/totp', { method: 'DELETE', body: { code } }));
