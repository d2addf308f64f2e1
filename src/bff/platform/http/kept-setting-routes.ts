import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import { toFieldErrors } from '../../../contract/common';
import { validationError } from '../errors';
import type { Vault } from '../vault/vault';
import { scope } from './scope';

/**
 * GET and PUT of a setting the BFF keeps per business, at `path` under /api/b/:business: anyone who may read reads
 * it (`read`'s answer); a manager's PUT is checked against the schema (422 with each field's errors, nothing saved)
 * and saved, and answered by `save`.
 */
export function keptSettingRoutes<S extends z.ZodMiniType>(
  app: FastifyInstance,
  vault: Vault,
  path: string,
  o: {
    read: (business: string) => unknown;
    schema: S;
    save: (business: string, value: z.infer<S>) => unknown;
  },
): void {
  app.get(`/api/b/:business/${path}`, { config: { access: 'read' } }, async (req) =>
    o.read(scope(vault, req).business),
  );
  app.put(
    `/api/b/:business/${path}`,
    { config: { access: 'manage', activity: 'settings.changed' } },
    async (req) => {
      const { business } = scope(vault, req);
      const parsed = o.schema.safeParse(req.body ?? {});
      if (!parsed.success) throw validationError(toFieldErrors(parsed.error.issues));
      return o.save(business, parsed.data);
    },
  );
}
