import { useEffect, useState } from 'react';
import type { EmailCodePurpose } from '../../../contract/user';
import { shopperProblemOf, type ShopperProblem } from '../../lib/problem/shopper-problem';
import { sendEmailCode } from '../../lib/session/access-actions';

/** One resend per 60 s (docs/product.md, "Sessions and accounts"), unless the provider says otherwise. */
const RESEND_SECONDS = 60;

/** Sending an e-mail code, and the countdown until another may be asked for. */
export function useEmailCode(purpose: EmailCodePurpose) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const tick = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(tick);
  }, [secondsLeft]);

  /** Sends the code; a problem comes back (a 429 also restarts the countdown), `null` means sent. */
  async function send(email: string): Promise<ShopperProblem | null> {
    setSending(true);
    try {
      const { resendAfterSeconds } = await sendEmailCode({ email, purpose });
      setSecondsLeft(resendAfterSeconds || RESEND_SECONDS);
      return null;
    } catch (error) {
      const problem = shopperProblemOf(error);
      if (problem.status === 429) setSecondsLeft(problem.retryAfterSeconds || RESEND_SECONDS);
      return problem;
    } finally {
      setSending(false);
    }
  }

  return { secondsLeft, sending, send };
}
