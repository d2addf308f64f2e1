import { useForm } from 'react-hook-form';
import { minPasswordLength } from '../../../../contract/people';
import { FormShell } from '../../../components/ui/form-shell';
import { InputField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { isApiError } from '../../../lib/api-error';
import { reportSubmitError } from '../../../lib/form-errors';
import { useAcceptInvitation } from '../api/people-api';
import { newPasswordRules } from './password-rules';

type AcceptValues = { password: string; name: string };

/**
 * Accepting an invitation: a new person chooses a password (ten characters at least) and their name; someone who
 * already has an account on the desk gives its password. Either way the BFF signs them in; `onAccepted` goes on.
 */
export function AcceptForm({
  token,
  existing,
  title,
  onAccepted,
}: {
  token: string;
  existing: boolean;
  title: string;
  onAccepted: () => void;
}) {
  const t = useT();
  const accept = useAcceptInvitation(token);
  const form = useForm<AcceptValues>({ defaultValues: { password: '', name: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password, name }) => {
    const body = existing || !name.trim() ? { password } : { password, name: name.trim() };
    await accept.mutateAsync(body).then(onAccepted, (e: unknown) => {
      // The existing account's password was not right: said in the person's words, not the BFF's English.
      if (existing && isApiError(e) && e.fieldErrors.password)
        form.setError('password', { message: t('people.invite.wrongPassword') });
      else reportSubmitError(form.setError, e, (path) => path === 'password' || path === 'name');
    });
  });
  const rules = existing ? { required: t('people.password.missing') } : newPasswordRules(t);
  return (
    <FormShell
      title={title}
      onSubmit={submit}
      submitLabel={t('people.invite.accept')}
      submitting={isSubmitting}
      formError={errors.root?.server?.message}
    >
      {!existing && (
        <InputField
          label={t('people.invite.name')}
          error={errors.name?.message}
          autoComplete="name"
          maxLength={100}
          {...form.register('name')}
        />
      )}
      <InputField
        label={existing ? t('people.invite.existingPassword') : t('people.invite.newPassword')}
        hint={
          existing ? t('people.invite.existingHint') : t('people.password.hint', { min: minPasswordLength })
        }
        error={errors.password?.message}
        type="password"
        autoComplete={existing ? 'current-password' : 'new-password'}
        {...form.register('password', rules)}
      />
    </FormShell>
  );
}
