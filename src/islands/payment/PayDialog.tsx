import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { PayResult } from '../../../contract/payments';
import { shopperProblemOf } from '../../lib/problem/shopper-problem';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { isPayPassword, setFirstPayPassword } from '../../lib/payment/payment-actions';
import { formatPrice, type PriceDisplay } from '../../lib/product/price-display';
import { FormEnd } from '../forms/FormEnd';
import { inputClass } from '../forms/fields';
import { problemText } from '../forms/problem-text';
import { ModalDialog } from '../ui/Dialogs';

interface Props {
  open: boolean;
  onClose: () => void;
  /** What is paid, in fen. */
  amount: number;
  /** `null` when the balance could not be loaded: the provider still checks it. */
  available: number | null;
  payPasswordSet: boolean;
  display: PriceDisplay;
  t: TFunction;
  lng: Language;
  pay: (payPassword: string) => Promise<PayResult>;
  onPaid: (result: PayResult) => void;
}

const PASSWORD_INPUT = { type: 'password', inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6, autoComplete: 'off', required: true } as const;

/**
 * Paying from the balance: the amount, what is available, and the pay password. A shopper
 * without a pay password sets one here first. The provider's problem (wrong password, too
 * many attempts, too little balance) shows in the dialog, which stays open to try again.
 */
export function PayDialog({ open, onClose, amount, available, payPasswordSet, display, t, lng, pay, onPaid }: Props) {
  const ids = { password: useId(), first: useId(), repeat: useId() };
  const [hasPassword, setHasPassword] = useState(payPasswordSet);
  // Set in this dialog just now: say so, and the focus moves on to the pay password.
  const [justSet, setJustSet] = useState(false);
  const passwordField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (justSet) passwordField.current?.focus();
  }, [justSet]);
  const [password, setPassword] = useState('');
  const [first, setFirst] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // What the dialog last rendered with: a reopening starts clean, and a pay password set
  // elsewhere shows at once (state adjusted while rendering, not in an effect).
  const [seen, setSeen] = useState({ open, payPasswordSet });
  if (seen.open !== open || seen.payPasswordSet !== payPasswordSet) {
    setSeen({ open, payPasswordSet });
    if (open && !seen.open) {
      setPassword('');
      setProblem(null);
    }
    if (seen.payPasswordSet !== payPasswordSet) setHasPassword(payPasswordSet);
  }

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(problemText(t, lng, shopperProblemOf(error)));
    } finally {
      setBusy(false);
    }
  }

  function submitFirst(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isPayPassword(first)) { setProblem(t('payment:pay.six-digits')); return; }
    if (first !== repeat) { setProblem(t('payment:set.mismatch')); return; }
    void run(async () => {
      await setFirstPayPassword(first);
      setHasPassword(true);
      setJustSet(true);
      setFirst('');
      setRepeat('');
    });
  }

  function submitPay(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isPayPassword(password)) { setProblem(t('payment:pay.six-digits')); return; }
    void run(async () => {
      const result = await pay(password);
      setPassword('');
      onPaid(result);
    });
  }

  const row = 'flex justify-between gap-4';
  return (
    <ModalDialog open={open} onClose={onClose} title={t('payment:pay.title')}>
      <dl className="mb-4 space-y-1 text-sm">
        <div className={row}><dt className="text-gray-700">{t('payment:pay.amount')}</dt><dd className="font-semibold text-gray-900">{formatPrice(amount, display)}</dd></div>
        {available !== null && <div className={row}><dt className="text-gray-700">{t('payment:pay.available')}</dt><dd>{formatPrice(available, display)}</dd></div>}
      </dl>
      {available !== null && available < amount && <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('payment:pay.short')}</p>}
      {hasPassword ? (
        <form onSubmit={submitPay} className="space-y-4" noValidate>
          {justSet && <p role="status" className="text-sm text-green-800">{t('payment:password.saved')}</p>}
          <div>
            <label htmlFor={ids.password} className="block text-sm font-medium text-gray-800">{t('payment:pay.password')}</label>
            <input id={ids.password} {...PASSWORD_INPUT} data-autofocus ref={passwordField} value={password} onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))} className={inputClass} />
          </div>
          <FormEnd problem={problem} submitLabel={t('payment:pay.submit')} busyLabel={t('payment:pay.paying')} busy={busy} cancelLabel={t('payment:pay.later')} onCancel={onClose} />
        </form>
      ) : (
        <form onSubmit={submitFirst} className="space-y-4" noValidate>
          <p className="text-sm text-gray-700">{t('payment:set.intro')}</p>
          <div>
            <label htmlFor={ids.first} className="block text-sm font-medium text-gray-800">{t('payment:set.new')}</label>
            <input id={ids.first} {...PASSWORD_INPUT} data-autofocus value={first} onChange={(e) => setFirst(e.target.value.replace(/\D/g, ''))} className={inputClass} />
          </div>
          <div>
            <label htmlFor={ids.repeat} className="block text-sm font-medium text-gray-800">{t('payment:set.repeat')}</label>
            <input id={ids.repeat} {...PASSWORD_INPUT} value={repeat} onChange={(e) => setRepeat(e.target.value.replace(/\D/g, ''))} className={inputClass} />
          </div>
          <FormEnd problem={problem} submitLabel={t('payment:set.submit')} busyLabel={t('payment:set.saving')} busy={busy} cancelLabel={t('payment:pay.later')} onCancel={onClose} />
        </form>
      )}
    </ModalDialog>
  );
}
