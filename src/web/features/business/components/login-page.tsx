import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Redirect, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useT, type Translate } from '../../../i18n/use-t';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { sessionQuery } from '../../../lib/reference-queries';
import { useLogin } from '../api/business-api';

/** Only a same-site path is followed after the login (never `//elsewhere`). */
const safeNext = (next: string | null) =>
  next && next.startsWith('/') && !next.startsWith('//') ? next : '/';

/** The BFF's refusal of a password, in the person's words (its codes: an empty or a wrong password, too many tries). */
function refusal(t: Translate, error: unknown): string {
  if (isApiError(error) && error.code === 'validation') return t('business.login.passwordMissing');
  if (isApiError(error) && error.code === 'login_required') return t('business.login.wrongPassword');
  return errorText(t, error);
}

export function LoginPage() {
  const t = useT();
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const session = useQuery(sessionQuery());
  const login = useLogin();
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const { errors } = form.formState;
  if (session.isPending) return <SkeletonRows rows={2} label={t('business.login.checking')} />;
  if (session.data && (!session.data.login_required || session.data.authenticated))
    return <Redirect to={next} replace />;
  // A new try clears the last refusal (the mutation's error); an empty field is refused before asking.
  const submit = form.handleSubmit((values) => login.mutateAsync(values.password).catch(() => undefined));
  const error = errors.password ? t('business.login.passwordMissing') : login.isError ? refusal(t, login.error) : undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mx-auto flex w-full max-w-sm flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6"
    >
      <h1 className="text-2xl font-semibold text-slate-900">{t('business.login.title')}</h1>
      <p className="text-sm text-slate-600">{t('business.login.explain')}</p>
      <Field label={t('business.login.password')} error={error}>
        {(c) => (
          <Input
            {...c}
            type="password"
            autoComplete="current-password"
            {...form.register('password', { required: true })}
          />
        )}
      </Field>
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? t('business.login.signingIn') : t('business.login.submit')}
      </Button>
    </form>
  );
}
