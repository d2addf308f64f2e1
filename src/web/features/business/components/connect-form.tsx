import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import type { ConnectedBusiness } from '../../../../contract/bff';
import { Button } from '../../../components/ui/button';
import { AlertLine } from '../../../components/ui/error-line';
import { InputField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { useBusinessTypeName } from '../../../lib/business-type-labels';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCheckToken, useConnectBusiness } from '../api/business-api';

// The refusal is worded where it is shown (in the active language): see tokenError below.
const connectSchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1)),
  webhook_secret: z.string().check(z.trim()),
});
type ConnectValues = z.infer<typeof connectSchema>;

/**
 * Paste a token (and, optionally, the webhook secret). Two steps: the BFF first says which business the token
 * belongs to, keeping nothing; only the owner's confirmation stores it. The answer holds only for the token it was
 * asked for: a token changed meanwhile (even while the check runs) is checked again.
 */
export function ConnectForm({
  submitLabel,
  expected,
  onConnected,
}: {
  submitLabel: string;
  /** On the reconnect screen: the business a new token should belong to. */
  expected?: { id: string; title: string };
  onConnected: (b: ConnectedBusiness) => void;
}) {
  const t = useT();
  const typeName = useBusinessTypeName();
  const form = useForm<ConnectValues>({
    resolver: zodResolver(connectSchema),
    defaultValues: { token: '', webhook_secret: '' },
  });
  const check = useCheckToken();
  const connect = useConnectBusiness();
  const [checked, setChecked] = useState<{ token: string; business: ConnectedBusiness } | null>(null);
  const typed = useWatch({ control: form.control, name: 'token' });
  const found = checked && checked.token === typed.trim() ? checked.business : null;
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ token, webhook_secret }) => {
    const input = webhook_secret ? { token, webhook_secret } : { token };
    try {
      if (checked?.token !== token) return setChecked({ token, business: await check.mutateAsync(input) });
      const business = await connect.mutateAsync(input);
      form.reset();
      setChecked(null);
      onConnected(business);
    } catch (e) {
      setChecked(null);
      applyServerErrors(form.setError, e, (p) => p === 'token' || p === 'webhook_secret');
    }
  });
  const pending = check.isPending || connect.isPending;
  // The server's words on the token are shown as they come; an empty field is refused here, in the person's words.
  const tokenError =
    errors.token &&
    (errors.token.type === 'server' ? errors.token.message : t('business.connect.tokenMissing'));
  const startOver = () => {
    form.reset();
    setChecked(null);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('business.connect.title')}
    >
      <InputField
        label={t('business.connect.token')}
        error={tokenError}
        hint={t('business.connect.tokenHint')}
        type="password"
        autoComplete="off"
        spellCheck={false}
        {...form.register('token')}
      />
      <InputField
        label={t('business.connect.secret')}
        error={errors.webhook_secret?.message}
        hint={t('business.connect.secretHint')}
        type="password"
        autoComplete="off"
        spellCheck={false}
        {...form.register('webhook_secret')}
      />
      <AlertLine text={errors.root?.server?.message} />
      {found && (
        <div
          role="status"
          className="flex flex-col gap-1 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm"
        >
          <p className="text-slate-900">
            {t('business.connect.belongsTo', { title: found.title, type: typeName(found.business_type) })}
          </p>
          {expected && found.id !== expected.id && (
            <p className="text-amber-900">
              {t('business.connect.otherBusiness', { expected: expected.title, found: found.title })}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {check.isPending
            ? t('business.connect.checking')
            : connect.isPending
              ? t('shell.action.saving')
              : found
                ? submitLabel
                : t('business.connect.check')}
        </Button>
        {found && !pending && (
          <Button variant="secondary" onClick={startOver}>
            {t('business.connect.another')}
          </Button>
        )}
      </div>
    </form>
  );
}
