import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Email, EmailKind, EmailNote } from '../../../../contract/email';
import type { Invoice } from '../../../../contract/invoice';
import { reminderRefusal } from '../../../../contract/owed';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, InputField, Textarea } from '../../../components/ui/field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useTimeZone } from '../../../first-screen/page-context';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/use-t';
import { useMay } from '../../../lib/access';
import { useClock } from '../../../lib/clock';
import { emailKindWords, emailStatusTone, emailStatusWords } from '../../../lib/email-labels';
import { errorText } from '../../../lib/error-text';
import { formatMoment } from '../../../lib/format';
import { addressesOf } from '../../../lib/email-addresses';
import { serverFieldError } from '../../../lib/server-field-error';
import { invoiceEmailsQuery, outboxMessageUrl, useSendEmail } from '../api/email-api';
import { AttachEInvoice, useEInvoiceAttachment } from '../einvoice/attach-einvoice';
import { invoiceLabel } from '../../../lib/invoice-names';
import { NextReminder } from './next-reminder';

const noteWords: Record<EmailNote, MessageId> = {
  deleted: 'invoices.email.note.deleted',
  paid: 'invoices.email.note.paid',
  credited: 'invoices.email.note.credited',
  nothing_due: 'invoices.email.note.nothing_due',
  preliminary: 'invoices.email.note.preliminary',
  credit: 'invoices.email.note.credit',
  cut_off_twice: 'invoices.email.note.cut_off_twice',
};

/** The invoice's e-mail: send it or a reminder (through the BFF's outbox), and every message sent about it. */
export function InvoiceEmails({ business, invoice }: { business: string; invoice: Invoice }) {
  const t = useT();
  const now = useClock().now();
  const zone = useTimeZone();
  const { data } = useQuery(invoiceEmailsQuery(business, invoice.id));
  const [kind, setKind] = useState<EmailKind | undefined>();
  // Sending is a change: an accountant reads the log, never sends (hidden only; the BFF refuses it anyway).
  const maySend = useMay(business, 'write');
  const log = data?.data ?? [];
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="invoice-email-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="invoice-email-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {t('invoices.email.title')}
        </h2>
        {maySend && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setKind('invoice')}>
              {t('invoices.email.send')}
            </Button>
            {reminderRefusal(invoice) === undefined && (
              <Button variant="secondary" onClick={() => setKind('reminder')}>
                {t('invoices.email.remind')}
              </Button>
            )}
          </div>
        )}
      </div>
      <NextReminder business={business} invoice={invoice} />
      {log.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {data ? t('invoices.email.none') : t('invoices.email.loading')}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" data-testid="email-log">
          {log.map((e: Email) => (
            <li key={e.id} className="flex flex-col gap-1 py-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{t(emailKindWords[e.kind])}</span>
                <Badge tone={emailStatusTone[e.status]}>
                  {t(emailStatusWords[e.status], {
                    time: e.sent_at === null ? '' : formatMoment(e.sent_at, zone, now),
                  })}
                </Badge>
                <span className="text-slate-600">{formatMoment(e.created_at, zone, now)}</span>
              </div>
              <span className="text-slate-700 [overflow-wrap:anywhere]">
                {e.to.join(', ')} · {e.subject}
              </span>
              {e.status === 'outbox' && (
                <a className="text-teal-800 underline" href={outboxMessageUrl(business, e.id)} download>
                  {t('invoices.email.open')}
                </a>
              )}
              {e.error && <span className="text-red-800">{e.note ? t(noteWords[e.note]) : e.error}</span>}
            </li>
          ))}
        </ul>
      )}
      {kind && (
        <SendDialog business={business} invoice={invoice} kind={kind} onClose={() => setKind(undefined)} />
      )}
    </section>
  );
}

function SendDialog({
  business,
  invoice,
  kind,
  onClose,
}: {
  business: string;
  invoice: Invoice;
  kind: EmailKind;
  onClose: () => void;
}) {
  const t = useT();
  const send = useSendEmail(business, invoice.id, onClose);
  const [to, setTo] = useState(invoice.buyer.email ?? '');
  const [cc, setCc] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const attachment = useEInvoiceAttachment(business, invoice, kind);
  const fieldError = serverFieldError(send.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ccList = addressesOf(cc);
    send.mutate({
      kind,
      to: addressesOf(to),
      ...(ccList.length > 0 ? { cc: ccList } : {}),
      ...(subject.trim() ? { subject: subject.trim() } : {}),
      ...(message.trim() ? { message } : {}),
      ...(attachment.offered ? { einvoice: attachment.value } : {}),
    });
  };
  const label = invoiceLabel(invoice);
  return (
    <ModalDialog open titleId="send-email-title" onCancel={onClose} wide>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <h2 id="send-email-title" className="text-lg font-semibold text-slate-900">
          {t(kind === 'invoice' ? 'invoices.email.dialogInvoice' : 'invoices.email.dialogReminder', {
            label,
          })}
        </h2>
        {!invoice.buyer.email && <p className="text-sm text-amber-900">{t('invoices.email.noAddress')}</p>}
        <InputField
          label={t('invoices.email.to')}
          hint={t('invoices.email.toHint')}
          error={fieldError('to')}
          type="email"
          multiple
          value={to}
          onChange={(e) => setTo(e.target.value)}
          autoFocus
        />
        <InputField
          label={t('invoices.email.cc')}
          error={fieldError('cc')}
          type="email"
          multiple
          value={cc}
          onChange={(e) => setCc(e.target.value)}
        />
        <InputField
          label={t('invoices.email.subject')}
          hint={t('invoices.email.subjectHint')}
          error={fieldError('subject')}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
        <Field
          label={t('invoices.email.message')}
          hint={t('invoices.email.messageHint')}
          error={fieldError('message')}
        >
          {(control) => (
            <Textarea {...control} rows={5} value={message} onChange={(e) => setMessage(e.target.value)} />
          )}
        </Field>
        {attachment.offered && (
          <AttachEInvoice
            business={business}
            invoice={invoice}
            value={attachment.value}
            onChoose={attachment.choose}
            error={fieldError('einvoice')}
          />
        )}
        {send.error != null &&
          !['to', 'cc', 'subject', 'message', 'einvoice'].some((name) => fieldError(name)) && (
            <p role="alert" className="text-sm text-red-700">
              {errorText(t, send.error)}
            </p>
          )}
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {t('shell.action.cancel')}
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('shell.action.working') : t('invoices.email.submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
