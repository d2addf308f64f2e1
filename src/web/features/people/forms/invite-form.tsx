import { useForm } from 'react-hook-form';
import { roles, type Role } from '../../../../contract/people';
import { InputField, SelectField, optionsOf } from '../../../components/ui/field';
import { SettingsFormShell, savingState } from '../../../components/ui/settings-form-shell';
import { useT } from '../../../i18n/use-t';
import { isApiError } from '../../../lib/api-error';
import { reportSubmitError } from '../../../lib/form-errors';
import { useInvite } from '../api/people-api';
import { roleHints, roleWords } from '../people-words';

type InviteValues = { email: string; role: Role };

/** The owner invites someone by e-mail with a role; the desk's outbox sends them a link that works for 7 days. */
export function InviteForm({ business }: { business: string }) {
  const t = useT();
  const invite = useInvite(business);
  const form = useForm<InviteValues>({ defaultValues: { email: '', role: 'accountant' } });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch('role');
  const submit = form.handleSubmit(async (values) => {
    await invite.mutateAsync({ email: values.email.trim(), role: values.role }).then(
      () => form.reset({ email: '', role: values.role }),
      (e: unknown) => {
        // Already here, the desk owner's own e-mail: the BFF's 409, said in the person's words.
        if (isApiError(e) && e.code === 'conflict')
          form.setError('email', { message: t('people.invite.conflict') });
        else reportSubmitError(form.setError, e, (path) => path === 'email' || path === 'role');
      },
    );
  });
  return (
    <SettingsFormShell
      titleId="invite-title"
      title={t('people.invite.formTitle')}
      onSubmit={submit}
      submitLabel={t('people.invite.send')}
      {...savingState(form.formState, invite, isSubmitting)}
      savedLabel={t('people.invite.sent', { email: invite.variables?.email ?? '' })}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <InputField
          label={t('people.invite.emailLabel')}
          error={errors.email?.message}
          type="email"
          autoComplete="off"
          {...form.register('email', {
            required: t('people.invite.emailMissing'),
            pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: t('people.invite.emailInvalid') },
          })}
        />
        <SelectField
          label={t('people.invite.role')}
          hint={t(roleHints[role])}
          options={optionsOf(roles, (r) => t(roleWords[r]))}
          {...form.register('role')}
        />
      </div>
    </SettingsFormShell>
  );
}
