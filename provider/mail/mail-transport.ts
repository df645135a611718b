import type { ProviderEnv } from '../env';
import { type Logger, providerLog } from '../logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  /** Hands the mail on; true when it left for the recipient, false when it was only logged. */
  deliver(mail: OutgoingMail): Promise<boolean>;
}

/** Without SMTP: one log line, never the address or the text (it may hold a code); both stay in the outbox. */
const logTransport = (log: Logger): MailTransport => ({
  deliver: () => {
    log.info('mail kept in the outbox, not sent: SMTP_URL is unset');
    return Promise.resolve(false);
  },
});

/** SMTP through nodemailer, loaded on first use so a provider without SMTP never imports it. */
function smtpTransport(smtpUrl: string, from: string): MailTransport {
  let transporter: Promise<{ sendMail(mail: OutgoingMail & { from: string }): Promise<unknown> }> | undefined;
  return {
    async deliver(mail) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transporter).sendMail({ ...mail, from });
      return true;
    },
  };
}

export const createMailTransport = (env: Pick<ProviderEnv, 'SMTP_URL' | 'MAIL_FROM'>, log: Logger = providerLog): MailTransport =>
  env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : logTransport(log);
