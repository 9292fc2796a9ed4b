import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { envelope: { from: string | false; to: string[] }; mail: ParsedMail };

/**
 * A real SMTP server on 127.0.0.1 and a free port that accepts mail for one login and keeps each
 * message parsed. Plain text on the wire: no certificate to trust in tests.
 */
export async function startSmtpInbox(login: { user: string; pass: string }) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === login.pass) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({ envelope: { from: mailFrom ? mailFrom.address : false, to: rcptTo.map((rcpt) => rcpt.address) }, mail });
        callback();
      }, callback);
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  let closed: Promise<void> | undefined;
  const close = () => (closed ??= new Promise<void>((resolve) => server.close(() => resolve())));
  return { port, received, close };
}
