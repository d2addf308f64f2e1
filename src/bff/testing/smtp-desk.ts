import { type BffConfig, defaultConfig } from '../platform/config';
import { startDesk } from './fixture';
import { type ApiHandle, noMirrorSync } from './harness';

/**
 * A desk with SMTP: a BFF making no upstream calls of its own, its mail settings the defaults with `mail` over them
 * (`smtpUrl` unset: the local outbox), and the businesses titled `connect` connected; the caller closes it. The mail
 * tests shorten `retryDelaysMs` so that none waits real minutes.
 */
export function deskWithSmtp(
  api: ApiHandle,
  mail: Partial<BffConfig['mail']>,
  connect: string[],
  config: Partial<BffConfig> = {},
) {
  return startDesk(
    api,
    { ...noMirrorSync, ...config, mail: { ...defaultConfig({ dataDir: '' }).mail, ...mail } },
    connect,
  );
}

export type SmtpDesk = Awaited<ReturnType<typeof deskWithSmtp>>;
