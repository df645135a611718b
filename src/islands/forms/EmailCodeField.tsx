import { useState } from 'react';
import type { EmailCodePurpose } from '../../../contract/user';
import type { ShopperProblem } from '../../lib/problem/shopper-problem';
import type { TFunction } from '../../lib/i18n/translator';
import { TextField, type FieldBinding } from './fields';
import { useEmailCode } from './use-email-code';

interface Props {
  t: TFunction;
  purpose: EmailCodePurpose;
  /** The code field's props from the form (its label too). */
  field: FieldBinding;
  /** The form's e-mail, checked (its error shown and focused when wrong); `null` stops the send. */
  checkedEmail: () => string | null;
  onProblem: (problem: ShopperProblem) => void;
  /** The code went out: the form drops the field's old message ("enter the code"), which no longer stands beside "we sent a code". */
  onSent: () => void;
}

/**
 * The verification-code field with its "send code" button, which counts down until a resend
 * is allowed. Its texts are the `auth` namespace's, which every page using it loads.
 */
export function EmailCodeField({ t, purpose, field, checkedEmail, onProblem, onSent }: Props) {
  const code = useEmailCode(purpose);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send() {
    const email = checkedEmail();
    if (!email) return;
    const problem = await code.send(email);
    if (problem) {
      onProblem(problem);
      return;
    }
    setSentTo(email);
    onSent();
  }

  const waiting = code.secondsLeft > 0;
  return (
    <div>
      <TextField
        {...field}
        hint={t('auth:code-hint')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      >
        <button
          type="button"
          onClick={() => void send()}
          disabled={waiting || code.sending}
          className="shrink-0 rounded-md border border-primary-ink px-3 py-2 text-sm font-medium text-primary-ink hover:bg-primary/10 disabled:border-gray-300 disabled:text-gray-600"
        >
          {waiting ? t('auth:resend-in', { seconds: code.secondsLeft }) : t('auth:send-code')}
        </button>
      </TextField>
      <p role="status" className="mt-1 text-sm text-primary-ink">
        {sentTo ? t('auth:code-sent', { email: sentTo }) : ''}
      </p>
    </div>
  );
}
