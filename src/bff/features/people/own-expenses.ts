import type { FastifyRequest } from 'fastify';
import { pageSize } from '../../../contract/common';
import type { OwnExpenses } from '../../platform/auth/access-guard';
import { BffHttpError } from '../../platform/errors';
import { priorityOf } from '../../platform/http/scope';
import type { Gateway } from '../../platform/upstream/gateway';
import type { ExpenseCreators } from './expense-creators';
import { pageMeta, pageOf } from './paging';

/**
 * What staff see of the expenses: those they captured themselves. Their list is made from the ones they captured
 * (newest first, 50 a page, in the API's list shape), each read as the expense route reads it — from the mirror
 * while it is fresh; one deleted since is left out.
 */
export function ownExpenses(creators: ExpenseCreators, gateway: Pick<Gateway, 'json'>): OwnExpenses {
  const read = async (req: FastifyRequest, business: string, id: string): Promise<unknown> => {
    try {
      const answer = await gateway.json(business, 'GET', `/expenses/${id}`, { priority: priorityOf(req) });
      return (answer.body as { data?: unknown } | null)?.data;
    } catch (e) {
      if (e instanceof BffHttpError && e.status === 404) return undefined;
      throw e;
    }
  };
  return {
    isTheirs: (business, expense, personId) => creators.isTheirs(business, expense, personId),
    async page(req, business, personId) {
      const page = pageOf(req);
      const ids = creators.of(business, personId);
      const slice = ids.slice((page - 1) * pageSize, page * pageSize);
      const data = (await Promise.all(slice.map((id) => read(req, business, id)))).filter(
        (e) => e !== undefined,
      );
      return { data, meta: pageMeta(page, data.length, ids.length) };
    },
  };
}
