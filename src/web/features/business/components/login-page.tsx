import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Redirect, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useT, type Translate } from '../../../i18n/use-t';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { sessionQuery } from '../../../lib/reference-queries';
import { useLogin } from '../api/business-api';

/** Only a same-site path is followed after the login (never `//elsewhere`). */
const safeNext = (next: string | null) =>
  next && next.startsWith('/') && !next.startsWith('//') ? next : '/';

type LoginValues = { email: string; password: string; totp: string };

/**
 * The BFF's refusal, in the person's words: an empty or a wrong password (the desk owner's alone, or a person's
 * e-mail and password: the BFF answers an unknown e-mail the same), a wrong second-factor code, too many tries.
 */
function refusal(t: Translate, error: unknown, withEmail: boolean, askingCode: boolean): string {
  if (isApiError(error) && error.code === 'validation') return t('business.login.passwordMissing');
  if (isApiError(error) && error.code === 'login_required')
    return withEmail ? t('people.login.wrongEmailOrPassword') : t('business.login.wrongPassword');
  if (isApiError(error) && error.code === 'totp_required' && askingCode) return t('people.login.wrongCode');
  return errorText(t, error);
}

/**
 * Sign in: the desk owner with the password alone (as before people existed), a person with their e-mail and
 * password; then, when the BFF answers `totp_required`, the authenticator's code (or a recovery code).
 */
export function LoginPage() {
  const t = useT();
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const session = useQuery(sessionQuery());
  const login = useLogin();
  // The code step: the password was right and the person has a second factor.
  const [askingCode, setAskingCode] = useState(false);
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '', totp: '' } });
  const { errors } = form.formState;
  if (session.isPending) return <SkeletonRows rows={2} label={t('business.login.checking')} />;
  if (session.data && (!session.data.login_required || session.data.authenticated))
    return <Redirect to={next} replace />;
  // A new try clears the last refusal (the mutation's error); an empty field is refused before asking.
  const submit = form.handleSubmit(async ({ email, password, totp }) => {
    const body = {
      password,
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(askingCode ? { totp: totp.trim() } : {}),
    };
    await login.mutateAsync(body).catch((e: unknown) => {
      if (isApiError(e) && e.code === 'totp_required') setAskingCode(true);
    });
  });
  // The first `totp_required` only asks for the code; the same answer to a try with a code refuses that code.
  const tried = login.variables;
  const askedOnly =
    isApiError(login.error) && login.error.code === 'totp_required' && tried?.totp === undefined;
  const refused =
    login.isError && !askedOnly ? refusal(t, login.error, Boolean(tried?.email), askingCode) : undefined;
  const passwordError = errors.password
    ? t('business.login.passwordMissing')
    : askingCode
      ? undefined
      : refused;
  const codeError = errors.totp ? t('people.login.codeMissing') : askingCode ? refused : undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mx-auto flex w-full max-w-sm flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6"
    >
      <h1 className="text-2xl font-semibold text-slate-900">{t('business.login.title')}</h1>
      <p className="text-sm text-slate-600">{t('business.login.explain')}</p>
      <InputField
        label={t('people.login.email')}
        hint={t('people.login.emailHint')}
        type="email"
        autoComplete="username"
        readOnly={askingCode}
        {...form.register('email')}
      />
      <InputField
        label={t('business.login.password')}
        error={passwordError}
        type="password"
        autoComplete="current-password"
        readOnly={askingCode}
        {...form.register('password', { required: true })}
      />
      {askingCode && (
        <InputField
          label={t('people.login.code')}
          hint={t('people.login.codeHint')}
          error={codeError}
          autoFocus
          inputMode="text"
          autoComplete="one-time-code"
          {...form.register('totp', { required: true })}
        />
      )}
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? t('business.login.signingIn') : t('business.login.submit')}
      </Button>
    </form>
  );
}
