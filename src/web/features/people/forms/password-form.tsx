import { useForm } from 'react-hook-form';
import { InputField } from '../../../components/ui/field';
import { SettingsFormShell, savingState } from '../../../components/ui/settings-form-shell';
import { useT } from '../../../i18n/use-t';
import { isApiError } from '../../../lib/api-error';
import { reportSubmitError } from '../../../lib/form-errors';
import { useChangePassword } from '../api/people-api';
import { newPasswordRules } from './password-rules';

type PasswordValues = { current_password: string; password: string };

/** The person's own password: the current one, then a new one; the BFF ends their other sessions. */
export function PasswordForm() {
  const t = useT();
  const change = useChangePassword();
  const form = useForm<PasswordValues>({ defaultValues: { current_password: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await change.mutateAsync(values).then(
      () => form.reset(),
      (e: unknown) => {
        if (isApiError(e) && e.fieldErrors.current_password)
          form.setError('current_password', { message: t('people.password.wrongCurrent') });
        else reportSubmitError(form.setError, e, (path) => path === 'password');
      },
    );
  });
  return (
    <SettingsFormShell
      titleId="password-title"
      title={t('people.password.title')}
      onSubmit={submit}
      submitLabel={t('people.password.save')}
      {...savingState(form.formState, change, isSubmitting)}
      savedLabel={t('people.password.saved')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('people.password.current')}
          error={errors.current_password?.message}
          type="password"
          autoComplete="current-password"
          {...form.register('current_password', { required: t('people.password.missing') })}
        />
        <InputField
          label={t('people.password.new')}
          error={errors.password?.message}
          type="password"
          autoComplete="new-password"
          {...form.register('password', newPasswordRules(t))}
        />
      </div>
    </SettingsFormShell>
  );
}
