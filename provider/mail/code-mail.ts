import type { EmailCodePurpose } from '../../contract/user';
import { CODE_LIFETIME_MS } from '../auth/email-codes';
import type { OutgoingMail } from './mail-transport';

const SUBJECTS: Record<EmailCodePurpose, (site: string) => string> = {
  SIGNUP: (site) => `Your ${site} sign-up code`,
  RESET_PASSWORD: (site) => `Reset your ${site} password`,
  CHANGE_EMAIL: (site) => `Confirm your new ${site} e-mail address`,
};

const REASONS: Record<EmailCodePurpose, string> = {
  SIGNUP: 'to finish signing up',
  RESET_PASSWORD: 'to choose a new password',
  CHANGE_EMAIL: 'to make this your login e-mail address',
};

/** The mail that carries an e-mail code; the subject never holds the code, since subjects are logged. */
export function codeMail({ site, to, purpose, code }: { site: string; to: string; purpose: EmailCodePurpose; code: string }): OutgoingMail {
  const minutes = CODE_LIFETIME_MS / 60_000;
  return {
    to,
    subject: SUBJECTS[purpose](site),
    text: [
      'Hello,',
      '',
      `Enter this code on ${site} ${REASONS[purpose]}:`,
      '',
      `    ${code}`,
      '',
      `It is valid for ${minutes} minutes. If you did not ask for it, you can ignore this mail: nothing changes without the code.`,
      '',
      `— ${site}`,
    ].join('\n'),
  };
}
