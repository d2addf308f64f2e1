import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/error-text';
import { businessSettingsQuery, reminderSettingsQuery } from '../api/settings-api';
import { invoiceDefaultsQuery } from '../api/invoice-defaults-api';
import { InvoiceDefaultsForm } from '../forms/invoice-defaults-form';
import { ReminderSettingsForm } from '../forms/reminder-settings-form';
import { SendingSettingsForm } from '../forms/sending-settings-form';

/** The business's settings: reminders, how its messages are sent, what new invoices start from; each saved on its own. */
export function SettingsPage({ business }: { business: string }) {
  const t = useT();
  const reminders = useQuery(reminderSettingsQuery(business));
  const settings = useQuery(businessSettingsQuery(business));
  const invoiceDefaults = useQuery(invoiceDefaultsQuery(business));
  const failed = reminders.error ?? settings.error ?? invoiceDefaults.error;
  const retry = () => {
    if (reminders.isError) void reminders.refetch();
    if (settings.isError) void settings.refetch();
    if (invoiceDefaults.isError) void invoiceDefaults.refetch();
  };
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">{t('business.settings.title')}</h1>
        <p className="text-sm text-slate-600">{t('business.settings.intro')}</p>
      </div>
      {failed ? (
        <ErrorState
          title={t('business.settings.loadFailed')}
          message={errorText(t, failed)}
          onRetry={retry}
          retrying={reminders.isFetching || settings.isFetching || invoiceDefaults.isFetching}
        />
      ) : reminders.data && settings.data && invoiceDefaults.data ? (
        <>
          <ReminderSettingsForm
            business={business}
            settings={reminders.data.data}
            backlog={reminders.data.meta}
            zone={settings.data.time_zone}
          />
          <SendingSettingsForm business={business} settings={settings.data} />
          <InvoiceDefaultsForm business={business} defaults={invoiceDefaults.data} />
        </>
      ) : (
        <SkeletonRows rows={8} label={t('business.settings.loading')} />
      )}
    </div>
  );
}
