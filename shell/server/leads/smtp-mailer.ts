import nodemailer from 'nodemailer';
import type { Mailer } from './lead-delivery';

/** Sends the staff's notifications through the mail server at SMTP_URL (smtp:// or smtps://). */
export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ ...mail, disableUrlAccess: true, disableFileAccess: true });
    },
  };
}
