import { InvoiceService } from '@e-invoice-eu/core';
import { describe, expect, it } from 'vitest';
import type { eInvoiceFormats } from '../../../contract/einvoice/details';
import { emptyBuyerDetails, emptySellerDetails } from '../../../contract/einvoice/details';
import { toEInvoice } from '../../../contract/einvoice/en16931';
import { sampleInvoice } from '../../../contract/test-samples';
import { ublJson } from './ubl-binding';
import { libraryFormats, writeEInvoice, writeWithLibrary } from './write';

const invoice = {
  ...sampleInvoice(),
  seller: { ...sampleInvoice().seller, vat_code: 'LT100001234', email: 'a@b.lt', phone: '+370 600 00000' },
};
const seller = { ...emptySellerDetails(), city: 'Vilnius', post_code: '01103', iban: 'LT121000011101001000' };
const buyer = {
  ...emptyBuyerDetails(),
  country: 'DE',
  city: 'Berlin',
  post_code: '10115',
  buyer_reference: 'R-1',
  electronic_address: '991-1',
  electronic_scheme: '0204' as const,
};
const modelFor = (format: (typeof eInvoiceFormats)[number]) => {
  const r = toEInvoice({ invoice, seller, buyer, preceding: null }, format);
  if (!('model' in r)) throw new Error(JSON.stringify(r));
  return r.model;
};

describe('the fast path writes what the library’s checked path writes', () => {
  it.each(['peppol', 'xrechnung-ubl', 'xrechnung-cii'] as const)(
    '%s: the same XML, and the library’s input schema accepts our binding',
    async (format) => {
      const f = libraryFormats[format];
      const json = ublJson(modelFor(format), f);
      const checked = String(
        await new InvoiceService(console).generate(structuredClone(json), { format: f.library, lang: 'en' }),
      );
      expect(String(await writeWithLibrary(json, { format: f.library, lang: 'en' }))).toBe(checked);
      expect((await writeEInvoice(modelFor(format), format)).xml).toBe(checked);
    },
  );

  it('the library’s checked path refuses what its schema refuses (a price of three places), so the comparison means something', async () => {
    const f = libraryFormats.peppol;
    const json = ublJson(
      { ...modelFor('peppol'), lines: modelFor('peppol').lines.map((l) => ({ ...l, price: '1.234' })) },
      f,
    );
    const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
    await expect(
      new InvoiceService(quiet).generate(json, { format: f.library, lang: 'en' }),
    ).rejects.toThrow();
  });
});
