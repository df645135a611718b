import type { OperatorRole } from '../../contract/desk';
import { INVITATION_LIFETIME_MS } from '../desk/invitations';
import type { OutgoingMail } from './mail-transport';

/** The mail that carries an operator's one-time set-up link; the subject never holds the link, since subjects are logged. */
export function invitationMail({ site, to, role, link }: { site: string; to: string; role: OperatorRole; link: string }): OutgoingMail {
  const days = INVITATION_LIFETIME_MS / 86_400_000;
  return {
    to,
    subject: `You are invited to the ${site} desk`,
    text: [
      'Hello,',
      '',
      `You are invited to work on the ${site} desk as ${role}. Choose your name and password here:`,
      '',
      `    ${link}`,
      '',
      `The link works once, for ${days} days. If you did not expect it, you can ignore this mail.`,
      '',
      `— ${site}`,
    ].join('\n'),
  };
}
