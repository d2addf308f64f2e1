import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { BusinessSettings } from '../../../../contract/business-settings';
import { InputField, optionsOf, SelectField } from '../../../components/ui/field';
import { useHydrated } from '../../../first-screen/page-context';
import { useT } from '../../../i18n/use-t';
import { useSaveBusinessSettings } from '../api/settings-api';
import { SettingsFormShell } from '../../../components/ui/settings-form-shell';
import { sendingRules, usualPorts } from './sending-form-values';
import { useSettingsForm } from './use-settings-form';

/**
 * The zones the browser knows, and the saved one even if it does not (an older alias the BFF accepted). Until the app
 * has taken the page over, the saved one alone: the BFF's list is not the browser's (their Intl differ), and the few
 * hundred choices are drawn in a transition of their own once it has.
 */
function timeZones(current: string, hydrated: boolean): string[] {
  if (!hydrated) return [current];
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

const radioClassName = 'size-4 shrink-0 accent-teal-700';

/**
 * How the business's messages go out: the time zone its days are counted in, the Reply-To, and optionally its own
 * mail server. The server's password is written here and never shown: the BFF answers only whether one is stored.
 */
export function SendingSettingsForm({
  business,
  settings,
}: {
  business: string;
  settings: BusinessSettings;
}) {
  const t = useT();
  const save = useSaveBusinessSettings(business);
  const { form, register, check, error, shell } = useSettingsForm(sendingRules, settings, save);
  const { control, setValue, getValues } = form;
  const ownServer = useWatch({ control, name: 'own_server' });
  const secure = useWatch({ control, name: 'mail_server.secure' });
  const tlsId = useId();
  const zone = useWatch({ control, name: 'time_zone' });
  const hydrated = useHydrated();
  const zones = useMemo(
    () => optionsOf(timeZones(zone, hydrated), (z) => z.replaceAll('_', ' ')),
    [zone, hydrated],
  );
  // What the BFF last said: a password saved here is "stored" from then on.
  const passwordSet = (save.data ?? settings).mail_server?.password_set === true;

  const tlsError = error('mail_server.require_tls', 'business.sending.error.requireTls');
  // A port still at the other choice's usual value follows the TLS choice; one typed by hand stays.
  const security = (value: 'starttls' | 'tls') =>
    check('mail_server.secure', value, {
      onChange: (e: { target: { value: 'starttls' | 'tls' } }) => {
        const other = e.target.value === 'tls' ? usualPorts.starttls : usualPorts.tls;
        const port = getValues('mail_server.port').trim();
        if (port === '' || port === other)
          setValue('mail_server.port', usualPorts[e.target.value], { shouldDirty: true });
      },
    });

  return (
    <SettingsFormShell
      titleId="sending-title"
      title={t('business.sending.title')}
      submitLabel={t('business.sending.save')}
      {...shell}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('business.sending.timeZone')}
          hint={t('business.sending.timeZoneHint')}
          error={error('time_zone', 'business.sending.error.timeZone')}
          options={zones}
          {...register('time_zone')}
        />
        <InputField
          label={t('business.sending.replyTo')}
          hint={t('business.sending.replyToHint')}
          error={error('reply_to', 'business.sending.error.email')}
          type="email"
          autoComplete="email"
          {...register('reply_to')}
        />
      </div>

      <label className="flex items-center gap-3 text-sm font-medium text-slate-900">
        <input type="checkbox" className="size-5 shrink-0 accent-teal-700" {...check('own_server')} />
        {t('business.sending.ownServer')}
      </label>
      {!ownServer ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">{t('business.sending.viaDesk')}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <InputField
            label={t('business.sending.host')}
            error={error('mail_server.host', 'business.sending.error.host')}
            autoComplete="off"
            spellCheck={false}
            {...register('mail_server.host')}
          />
          <InputField
            label={t('business.sending.port')}
            error={error('mail_server.port', 'business.sending.error.port')}
            inputMode="numeric"
            {...register('mail_server.port')}
          />
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">
              {t('business.sending.security')}
            </legend>
            <label className="flex items-center gap-3 text-sm text-slate-900">
              <input type="radio" className={radioClassName} {...security('starttls')} />
              {t('business.sending.starttls')}
            </label>
            <label className="flex items-center gap-3 text-sm text-slate-900">
              <input type="radio" className={radioClassName} {...security('tls')} />
              {t('business.sending.tls')}
            </label>
            {secure === 'starttls' && (
              <div className="mt-1 flex flex-col gap-1">
                <label className="flex items-center gap-3 text-sm text-slate-900">
                  <input
                    type="checkbox"
                    className={radioClassName}
                    aria-describedby={`${tlsId}-hint${tlsError ? ` ${tlsId}-error` : ''}`}
                    aria-invalid={tlsError ? true : undefined}
                    {...check('mail_server.require_tls')}
                  />
                  {t('business.sending.requireTls')}
                </label>
                <p id={`${tlsId}-hint`} className="pl-7 text-xs text-slate-600">
                  {t('business.sending.requireTlsHint')}
                </p>
                {tlsError && (
                  <p id={`${tlsId}-error`} className="pl-7 text-sm text-red-700">
                    {tlsError}
                  </p>
                )}
              </div>
            )}
          </fieldset>
          <InputField
            fieldClassName="sm:col-span-2"
            label={t('business.sending.user')}
            hint={t('business.sending.userHint')}
            error={error('mail_server.user', 'business.sending.error.user')}
            autoComplete="off"
            spellCheck={false}
            {...register('mail_server.user')}
          />
          <InputField
            fieldClassName="sm:col-span-2"
            label={t('business.sending.password')}
            hint={t(passwordSet ? 'business.sending.passwordStored' : 'business.sending.passwordNew')}
            error={error('mail_server.password', 'business.sending.error.password')}
            type="password"
            autoComplete="new-password"
            {...register('mail_server.password')}
          />
          <InputField
            fieldClassName="sm:col-span-2"
            label={t('business.sending.from')}
            hint={t('business.sending.fromHint')}
            error={error('mail_server.from', 'business.sending.error.email')}
            type="email"
            autoComplete="off"
            {...register('mail_server.from')}
          />
          <InputField
            fieldClassName="sm:col-span-2"
            label={t('business.sending.fromName')}
            hint={t('business.sending.fromNameHint')}
            error={error('mail_server.from_name', 'business.sending.error.fromName')}
            autoComplete="off"
            {...register('mail_server.from_name')}
          />
        </div>
      )}
    </SettingsFormShell>
  );
}
