import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorLine } from '../../../components/ui/error-line';
import { InputField } from '../../../components/ui/field';
import { SettingsFormShell } from '../../../components/ui/settings-form-shell';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/use-t';
import { isApiError } from '../../../lib/api-error';
import { reportSubmitError } from '../../../lib/form-errors';
import { useConfirmTotp, useStartTotp, useTurnOffTotp } from '../api/people-api';

const cardClassName = 'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6';

/**
 * A code for the second factor; a wrong one is the BFF's 422 on `code`, said in the person's words. `shell`: what its
 * SettingsFormShell takes of it (busy while `sending`).
 */
function useCodeForm(send: (code: string) => Promise<unknown>, sending: boolean) {
  const t = useT();
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    await send(code.replace(/\s/g, '')).catch((e: unknown) => {
      if (isApiError(e) && e.fieldErrors.code) form.setError('code', { message: t('people.totp.wrongCode') });
      else reportSubmitError(form.setError, e, () => false);
    });
  });
  const field = (label: string) => (
    <InputField
      label={label}
      error={form.formState.errors.code?.message}
      autoComplete="one-time-code"
      className="max-w-48"
      {...form.register('code', { required: t('people.login.codeMissing') })}
    />
  );
  const shell = { onSubmit, submitting: sending, formError: form.formState.errors.root?.server?.message };
  return { shell, field };
}

/**
 * The second factor (owners): turned on with a secret the authenticator app takes (typed in, or its otpauth address
 * pasted: no QR code), confirmed by a first code; the recovery codes are shown once. Turned off with a code.
 */
export function TotpForm({ enabled }: { enabled: boolean }) {
  const t = useT();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const off = useTurnOffTotp();
  const [codes, setCodes] = useState<string[]>();
  const confirming = useCodeForm(
    (code) => confirm.mutateAsync(code).then((r) => setCodes(r.recovery_codes)),
    confirm.isPending,
  );
  const turningOff = useCodeForm((code) => off.mutateAsync(code), off.isPending);
  const shell = { titleId: 'totp-title', title: t('people.totp.title'), saved: false } as const;
  if (codes)
    return (
      <TitledSection titleId="totp-title" title={t('people.totp.title')} className={cardClassName}>
        <p role="status" className="text-sm text-emerald-800">
          {t('people.totp.on')}
        </p>
        <p className="text-sm text-slate-800">{t('people.totp.recoveryExplain')}</p>
        <ul aria-label={t('people.totp.recoveryCodes')} className="grid grid-cols-2 gap-2 font-mono text-sm">
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Button variant="secondary" className="self-start" onClick={() => setCodes(undefined)}>
          {t('people.totp.recoveryDone')}
        </Button>
      </TitledSection>
    );
  if (enabled)
    return (
      <SettingsFormShell {...shell} {...turningOff.shell} submitLabel={t('people.totp.turnOff')}>
        <p className="text-sm text-slate-700">{t('people.totp.isOn')}</p>
        {turningOff.field(t('people.totp.codeOrRecovery'))}
      </SettingsFormShell>
    );
  if (!start.data)
    return (
      <TitledSection titleId="totp-title" title={t('people.totp.title')} className={cardClassName}>
        <p className="text-sm text-slate-700">{t('people.totp.explain')}</p>
        <ErrorLine error={start.error} />
        <Button className="self-start" disabled={start.isPending} onClick={() => start.mutate()}>
          {t('people.totp.start')}
        </Button>
      </TitledSection>
    );
  return (
    <SettingsFormShell {...shell} {...confirming.shell} submitLabel={t('people.totp.confirm')}>
      <p className="text-sm text-slate-700">{t('people.totp.setUp')}</p>
      <dl className="flex flex-col gap-1 text-sm">
        <dt className="text-slate-600">{t('people.totp.secret')}</dt>
        <dd className="break-all font-mono text-base tracking-wider">{start.data.secret}</dd>
        <dt className="mt-2 text-slate-600">{t('people.totp.uri')}</dt>
        <dd className="break-all font-mono text-xs">{start.data.uri}</dd>
      </dl>
      {confirming.field(t('people.totp.firstCode'))}
    </SettingsFormShell>
  );
}
