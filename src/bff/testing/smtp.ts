import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/**
 * A real SMTP server on loopback for a test file (smtp-server; no TLS), every message it takes read back with
 * mailparser. `refuse` answers a recipient with an SMTP code; `hold` reads a message without ever taking it; `login`
 * makes it take mail only after that login.
 */
export async function startSmtp(
  o: {
    refuse?: () => { code: number; text: string } | undefined;
    hold?: () => boolean;
    login?: { user: string; pass: string };
  } = {},
) {
  const received: ParsedMail[] = [];
  let held = 0;
  const server = new SMTPServer({
    authOptional: o.login === undefined,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (o.login && auth.username === o.login.user && auth.password === o.login.pass)
        return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Invalid login'), { responseCode: 535 }));
    },
    onRcptTo(_address: SMTPServerAddress, _session, callback) {
      const refusal = o.refuse?.();
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
    },
    onData(stream, _session, callback) {
      if (o.hold?.()) {
        held += 1;
        stream.resume(); // the sender waits for an answer that never comes
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // A client killed mid-exchange (the crash tests SIGKILL the desk) resets its connection: smtp-server reports that as
  // the server's 'error' event, which would otherwise end the test process.
  server.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'ECONNRESET' && e.code !== 'EPIPE') throw e;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    port: (server.server.address() as AddressInfo).port,
    received,
    held: () => held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
