import type { FastifyInstance } from 'fastify';
import type { BusinessSettings } from '../../../contract/business-settings';
import { businessSettingsInputSchema } from '../../../contract/business-settings';
import { keptSettingRoutes } from '../../platform/http/kept-setting-routes';
import type { Vault } from '../../platform/vault/vault';

/**
 * GET and PUT /api/b/{business}/settings: the business's time zone, Reply-To and own mail server. The password is
 * written here and kept in the vault; no answer carries it back.
 */
export function settingsRoutes(d: { vault: Vault; settingsOf: (business: string) => BusinessSettings }) {
  return async (app: FastifyInstance) => {
    keptSettingRoutes(app, d.vault, 'settings', {
      read: (business) => ({ data: d.settingsOf(business) }),
      schema: businessSettingsInputSchema,
      save: async (business, value) => ({ data: await d.vault.saveSettings(business, value) }),
    });
  };
}
