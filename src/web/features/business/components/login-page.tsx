import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Redirect, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { applyServerErrors } from '../../../lib/form-errors';
import { sessionQuery } from '../../../lib/reference-queries';
import { useLogin } from '../api/business-api';

/** Only a same-site path is followed after the login (never `//elsewhere`). */
const safeNext = (next: string | null) =>
  next && next.startsWith('/') && !next.startsWith('//') ? next : '/';

export function LoginPage() {
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const session = useQuery(sessionQuery());
  const login = useLogin();
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const { errors } = form.formState;
  if (session.isPending) return <SkeletonRows rows={2} label="Checking the session…" />;
  if (session.data && (!session.data.login_required || session.data.authenticated))
    return <Redirect to={next} replace />;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await login.mutateAsync(password);
    } catch (e) {
      applyServerErrors(form.setError, e, (p) => p === 'password');
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mx-auto flex w-full max-w-sm flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6"
    >
      <h1 className="text-2xl font-semibold text-slate-900">Sign in</h1>
      <p className="text-sm text-slate-600">
        This dashboard is reachable from other machines, so it asks for its password.
      </p>
      <Field label="Password" error={errors.password?.message ?? errors.root?.server?.message}>
        {(c) => (
          <Input
            {...c}
            type="password"
            autoComplete="current-password"
            {...form.register('password', { required: 'Enter the password' })}
          />
        )}
      </Field>
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
