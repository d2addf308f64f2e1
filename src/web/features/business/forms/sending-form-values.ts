import { contractResolver } from '../../../lib/contract-resolver';
import {
  businessSettingsInputSchema,
  type BusinessSettings,
  type BusinessSettingsInput,
} from '../../../../contract/business-settings';
import type { SettingsFormRules } from './use-settings-form';

/**
 * What the sending form holds: texts as typed, the server's TLS as a choice, and whether the business uses a server
 * of its own at all (off: `mail_server` is null). The paths are the contract's (`mail_server.port`), so its
 * refusals land on the same fields. The password is never filled in: the BFF only says whether one is stored.
 */
export type SendingFormValues = {
  time_zone: string;
  reply_to: string;
  own_server: boolean;
  mail_server: {
    host: string;
    port: string;
    /** `tls`: TLS from the first byte (port 465); `starttls`: upgraded once connected (port 587). */
    secure: 'starttls' | 'tls';
    /** With `starttls`: nothing goes before the upgrade (off only for a server on this machine). */
    require_tls: boolean;
    user: string;
    password: string;
    from: string;
    from_name: string;
  };
};

/** The usual port of each TLS choice: choosing the other one moves a port still at the usual value along. */
export const usualPorts = { starttls: '587', tls: '465' } as const;

const sendingValues = (s: BusinessSettings): SendingFormValues => ({
  time_zone: s.time_zone,
  reply_to: s.reply_to ?? '',
  own_server: s.mail_server !== null,
  mail_server: {
    host: s.mail_server?.host ?? '',
    port: String(s.mail_server?.port ?? usualPorts.starttls),
    secure: s.mail_server?.secure ? 'tls' : 'starttls',
    require_tls: s.mail_server?.require_tls ?? true,
    user: s.mail_server?.user ?? '',
    password: '',
    from: s.mail_server?.from ?? '',
    from_name: s.mail_server?.from_name ?? '',
  },
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const portNumber = (text: string) => (/^\s*\d{1,5}\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The form as the BFF takes it. The password: typed, it replaces the stored one; left empty, it is not sent, so the
 * stored one stays; with no login at all, it is sent empty (the server takes mail without one).
 */
const toSettingsInput = (v: SendingFormValues): BusinessSettingsInput => {
  const m = v.mail_server;
  const user = m.user.trim();
  const password = user === '' ? { password: '' } : m.password === '' ? {} : { password: m.password };
  return {
    time_zone: v.time_zone,
    reply_to: orNull(v.reply_to),
    mail_server: v.own_server
      ? {
          host: m.host.trim(),
          port: portNumber(m.port),
          secure: m.secure === 'tls',
          require_tls: m.secure === 'tls' || m.require_tls,
          user,
          from: m.from.trim(),
          from_name: orNull(m.from_name),
          ...password,
        }
      : null,
  };
};

/** The paths of the BFF's 422 this form shows on a field (anything else goes to the form as a whole). */
const isSendingField = (path: string): boolean =>
  /^(time_zone|reply_to|mail_server\.(host|port|secure|require_tls|user|password|from|from_name))$/.test(
    path,
  );

/**
 * The sending form beside its fields (useSettingsForm): the contract's rules for the settings on it (only the server's
 * fields when a server of its own is used), and the settings the BFF kept, the password as whether one is stored.
 */
export const sendingRules = {
  resolver: contractResolver(businessSettingsInputSchema, toSettingsInput),
  values: sendingValues,
  toInput: toSettingsInput,
  fromSaved: sendingValues,
  fieldFor: isSendingField,
} satisfies SettingsFormRules<SendingFormValues, BusinessSettings, BusinessSettingsInput, BusinessSettings>;
