import type { FastifyInstance } from 'fastify';
import type { InvoiceType } from '../../../contract/enums';
import { invoiceDefaultsInputSchema } from '../../../contract/invoice-defaults';
import { keptSettingRoutes } from '../../platform/http/kept-setting-routes';
import { scope } from '../../platform/http/scope';
import { formDefaultsOf } from './form-defaults';
import type { Mirror } from '../mirror';
import { latestInvoiceOf, recentInvoiceCurrenciesOf } from './memory-query';
import type { Vault } from '../../platform/vault/vault';

/**
 * GET and PUT /api/b/{business}/invoice-defaults: what the owner sets for new invoices (kept in the vault), and GET
 * /api/b/{business}/invoice-form-defaults: those over what the latest invoice did, read from the mirror, so the form
 * starts from one small answer rather than reading invoices. None spends the API's budget.
 */
export function invoiceDefaultsRoutes(d: { vault: Vault; mirror: Mirror }) {
  return async (app: FastifyInstance) => {
    keptSettingRoutes(app, d.vault, 'invoice-defaults', {
      read: (business) => ({ data: d.vault.invoiceDefaults(business) }),
      schema: invoiceDefaultsInputSchema,
      save: async (business, value) => ({ data: await d.vault.saveInvoiceDefaults(business, value) }),
    });
    app.get('/api/b/:business/invoice-form-defaults', { config: { access: 'read' } }, async (req) => {
      const { business } = scope(d.vault, req);
      const latest = (type?: InvoiceType) => latestInvoiceOf(d.mirror, business, type);
      const recent = recentInvoiceCurrenciesOf(d.mirror, business);
      return { data: formDefaultsOf(d.vault.invoiceDefaults(business), latest, recent) };
    });
  };
}
