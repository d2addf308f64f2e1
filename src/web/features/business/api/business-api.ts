import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectedBusinessSchema } from '../../../../contract/bff';
import { dataOf } from '../../../../contract/common';
import type { LoginBody } from '../../../../contract/people';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { keys } from '../../../lib/query-keys';
import { sessionAnswer } from '../../../lib/reference-queries';
import { clearTokenInvalid } from '../../../lib/revoked-tokens';

const connectedAnswer = dataOf(connectedBusinessSchema);

export type ConnectInput = { token: string; webhook_secret?: string };

/** Which business a token belongs to (the BFF asks GET /profile), keeping nothing: the owner confirms before saving. */
export function useCheckToken() {
  return useMutation({
    mutationFn: (input: ConnectInput) =>
      apiRequest('/businesses', connectedAnswer, {
        method: 'POST',
        body: { ...input, check_only: true },
      }).then((r) => r.data),
  });
}

/**
 * Connects (or reconnects) a business: the BFF checks the token with GET /profile and answers the business's title.
 * Everything cached for that business is dropped, so nothing read with an old token lingers.
 */
export function useConnectBusiness() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectInput) =>
      apiRequest('/businesses', connectedAnswer, { method: 'POST', body: input }).then((r) => r.data),
    onSuccess: (business) => {
      clearTokenInvalid(business.id);
      qc.removeQueries({ queryKey: keys.business(business.id) });
      void qc.invalidateQueries({ queryKey: keys.businesses.all() });
    },
  });
}

export function useDisconnectBusiness() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (business: string) =>
      apiSend(`/businesses/${encodeURIComponent(business)}`, { method: 'DELETE' }),
    onSuccess: (_, business) => {
      clearTokenInvalid(business);
      qc.removeQueries({ queryKey: keys.business(business) });
      void qc.invalidateQueries({ queryKey: keys.businesses.all() });
    },
  });
}

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      apiRequest('/session', sessionAnswer, { method: 'POST', body }).then((r) => r.data),
    onSuccess: (session) => {
      qc.setQueryData(keys.session(), session);
      // Everything refused before the login is worth asking again.
      void qc.invalidateQueries();
    },
  });
}
