import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import type { ConnectedBusiness } from '../../../../contract/bff';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useConnectBusiness } from '../api/business-api';

const connectSchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1, 'Paste the API token')),
  webhook_secret: z.string().check(z.trim()),
});
type ConnectValues = z.infer<typeof connectSchema>;

/** Paste a token (and, optionally, the webhook secret); the BFF checks it with the API before keeping it. */
export function ConnectForm({
  submitLabel,
  onConnected,
}: {
  submitLabel: string;
  onConnected: (b: ConnectedBusiness) => void;
}) {
  const form = useForm<ConnectValues>({
    resolver: zodResolver(connectSchema),
    defaultValues: { token: '', webhook_secret: '' },
  });
  const connect = useConnectBusiness();
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ token, webhook_secret }) => {
    try {
      const business = await connect.mutateAsync(webhook_secret ? { token, webhook_secret } : { token });
      form.reset();
      onConnected(business);
    } catch (e) {
      applyServerErrors(form.setError, e, (p) => p === 'token' || p === 'webhook_secret');
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Connect a business">
      <Field
        label="API token"
        error={errors.token?.message}
        hint="Created in the invoicing app under Settings → Integrations → API. It is kept encrypted and never shown again."
      >
        {(c) => (
          <Input {...c} type="password" autoComplete="off" spellCheck={false} {...form.register('token')} />
        )}
      </Field>
      <Field
        label="Webhook signing secret (optional)"
        error={errors.webhook_secret?.message}
        hint="The whsec_… secret of a webhook subscription pointing at this dashboard, for live updates."
      >
        {(c) => (
          <Input
            {...c}
            type="password"
            autoComplete="off"
            spellCheck={false}
            {...form.register('webhook_secret')}
          />
        )}
      </Field>
      {errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <div>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? 'Checking the token…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
