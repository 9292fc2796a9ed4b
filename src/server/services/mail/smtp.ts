import { createTransport } from 'nodemailer';
import { codeMail } from './code-mail.ts';
import type { MailProvider } from './provider.ts';

export type SmtpMailConfig = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS from the start). */
  url: string;
  /** The sender: shop@example.com or 颜料商城 <shop@example.com>. */
  from: string;
};

/** Hands each code mail to the configured SMTP server; resolves once the server accepted it. */
export function createSmtpProvider(config: SmtpMailConfig): MailProvider {
  // A request waits for the hand-over, so a dead server must fail within seconds, not nodemailer's minutes.
  const transport = createTransport({ url: config.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(message) {
      const { subject, text } = codeMail(message);
      await transport.sendMail({ from: config.from, to: message.address, subject, text });
    },
  };
}
