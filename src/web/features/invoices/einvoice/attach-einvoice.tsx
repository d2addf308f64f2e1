import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { eInvoiceFormats, type EInvoiceFormat } from '../../../../contract/einvoice/details';
import type { EmailKind } from '../../../../contract/email';
import type { Invoice } from '../../../../contract/invoice';
import { Field, Select } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { missingItems } from './detail-items';
import { preflightQuery } from './einvoice-api';
import { formatWords } from './einvoice-words';

/** Any format's pre-flight tells what the buyer took last (`buyer.send_format`); Peppol's is as good as another. */
const rememberedFrom: EInvoiceFormat = 'peppol';

/**
 * The send dialog's e-invoice choice: offered for an invoice (not a reminder) that can be an e-invoice, preselected with
 * the format this buyer took last (the BFF keeps the choice when the message is sent). `value` goes in the body as
 * `einvoice` while `offered`; until then the body says nothing of it.
 */
export function useEInvoiceAttachment(business: string, invoice: Invoice, kind: EmailKind) {
  const remembered = useQuery({
    ...preflightQuery(business, invoice.id, rememberedFrom),
    enabled: kind === 'invoice',
  });
  const [picked, setPicked] = useState<EInvoiceFormat | null>();
  const offered = kind === 'invoice' && remembered.data !== undefined && remembered.data.refusal === null;
  const value = picked === undefined ? (remembered.data?.buyer.send_format ?? null) : picked;
  return { offered, value, choose: setPicked };
}

interface AttachEInvoiceProps {
  business: string;
  invoice: Invoice;
  value: EInvoiceFormat | null;
  onChoose: (format: EInvoiceFormat | null) => void;
  error: string | undefined;
}

/** "Attach an e-invoice: none / Peppol / …", and a word when the chosen one still lacks details. */
export function AttachEInvoice({ business, invoice, value, onChoose, error }: AttachEInvoiceProps) {
  const t = useT();
  const check = useQuery({
    ...preflightQuery(business, invoice.id, value ?? rememberedFrom),
    enabled: value !== null,
  });
  const lacking = value !== null && check.data ? missingItems(check.data).length : 0;
  const missing = lacking > 0 ? t('invoices.email.einvoiceMissing', { count: lacking }) : undefined;
  // A send refused for what the e-invoice lacks says so as the warning did, not by the first of the BFF's sentences.
  return (
    <Field
      label={t('invoices.email.einvoice')}
      hint={error ? undefined : (missing ?? t('invoices.email.einvoiceHint'))}
      error={error && (missing ?? error)}
    >
      {(control) => (
        <Select
          {...control}
          value={value ?? ''}
          onChange={(e) => onChoose(eInvoiceFormats.find((f) => f === e.target.value) ?? null)}
        >
          <option value="">{t('invoices.email.einvoiceNone')}</option>
          {eInvoiceFormats.map((format) => (
            <option key={format} value={format}>
              {t(formatWords[format].name)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
