import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Delivers e-mail for real; without one configured, the outbox row is the delivery. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

/** E-mail through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@host:465). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transport = createTransport(url);
  return {
    async deliver(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
