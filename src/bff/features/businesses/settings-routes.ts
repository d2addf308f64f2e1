import type { FastifyInstance } from 'fastify';
import type { BusinessSettings } from '../../../contract/business-settings';
import { businessSettingsInputSchema } from '../../../contract/business-settings';
import { toFieldErrors } from '../../../contract/common';
import { validationError } from '../../platform/errors';
import { scope } from '../../platform/http/scope';
import type { Vault } from '../../platform/vault/vault';

/**
 * GET and PUT /api/b/{business}/settings: the business's time zone, Reply-To and own mail server. The password is
 * written here and kept in the vault; no answer carries it back.
 */
export function settingsRoutes(d: { vault: Vault; settingsOf: (business: string) => BusinessSettings }) {
  return async (app: FastifyInstance) => {
    app.get('/api/b/:business/settings', { config: { access: 'read' } }, async (req) => {
      const { business } = scope(d.vault, req);
      return { data: d.settingsOf(business) };
    });
    app.put(
      '/api/b/:business/settings',
      { config: { access: 'manage', activity: 'settings.changed' } },
      async (req) => {
        const { business } = scope(d.vault, req);
        const parsed = businessSettingsInputSchema.safeParse(req.body ?? {});
        if (!parsed.success) throw validationError(toFieldErrors(parsed.error.issues));
        return { data: await d.vault.saveSettings(business, parsed.data) };
      },
    );
  };
}
