import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { ExternalProvider, PayResult } from '../../../contract/payments';
import { shopperProblemOf } from '../../lib/problem/shopper-problem';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { availableExternalMethods, type ExternalMethod, payOnHostedPage } from '../../lib/payment/external-pay';
import { isPayPassword, setFirstPayPassword } from '../../lib/payment/payment-actions';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
import { FormEnd } from '../forms/FormEnd';
import { inputClass } from '../forms/fields';
import { problemText } from '../forms/problem-text';
import { ModalDialog } from '../ui/Dialogs';
import { useAction } from '../use-action';

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
  /**
   * One payment that may also be paid on a card or wallet provider's page, which sends the
   * shopper back to `returnPath`; absent (several payments at once) offers the balance only.
   */
  external?: { paymentNo: string; returnPath: string } | null;
}

const PASSWORD_INPUT = { type: 'password', inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6, autoComplete: 'off', required: true } as const;

/**
 * Paying: the amount, then from the balance with the pay password (what is available shown,
 * a shopper without a pay password sets one here first), or on an external provider's page.
 * The provider's problem (wrong password, too many attempts, too little balance) shows in the
 * dialog, which stays open to try again.
 */
export function PayDialog({ open, onClose, amount, available, payPasswordSet, display, t, lng, pay, onPaid, external }: Props) {
  const ids = { password: useId(), first: useId(), repeat: useId(), method: useId() };
  const [method, setMethod] = useState<'BALANCE' | ExternalProvider>('BALANCE');
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
  const action = useAction((error) => setProblem(problemText(t, lng, shopperProblemOf(error))));
  const { busy } = action;
  // The card and wallet providers the site offers, asked for once the dialog may offer them;
  // none shown while unknown or when the call fails (the balance still works).
  const [externalMethods, setExternalMethods] = useState<readonly ExternalMethod[]>([]);
  const offersExternal = open && Boolean(external);
  useEffect(() => {
    if (!offersExternal) return;
    let current = true;
    availableExternalMethods().then((methods) => { if (current) setExternalMethods(methods); }, () => undefined);
    return () => { current = false; };
  }, [offersExternal]);

  // What the dialog last rendered with: a reopening starts clean, and a pay password set
  // elsewhere shows at once (state adjusted while rendering, not in an effect).
  const [seen, setSeen] = useState({ open, payPasswordSet });
  if (seen.open !== open || seen.payPasswordSet !== payPasswordSet) {
    setSeen({ open, payPasswordSet });
    if (open && !seen.open) {
      setPassword('');
      setProblem(null);
      setMethod('BALANCE');
    }
    if (seen.payPasswordSet !== payPasswordSet) setHasPassword(payPasswordSet);
  }

  const run = (work: () => Promise<void>) => action.run(async () => {
    setProblem(null);
    await work();
  });

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

  function submitExternal(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!external || method === 'BALANCE') return;
    void run(() => payOnHostedPage(method, { paymentNo: external.paymentNo, amount }, external.returnPath));
  }

  const row = 'flex justify-between gap-4';
  const radio = 'flex items-center gap-2 text-sm text-gray-900';
  return (
    <ModalDialog open={open} onClose={onClose} title={t('payment:pay.dialog-title')}>
      <dl className="mb-4 space-y-1 text-sm">
        <div className={row}><dt className="text-gray-700">{t('payment:pay.amount')}</dt><dd className="font-semibold text-gray-900">{formatPrice(amount, display)}</dd></div>
        {available !== null && <div className={row}><dt className="text-gray-700">{t('payment:pay.available')}</dt><dd>{formatPrice(available, display)}</dd></div>}
      </dl>
      {external && externalMethods.length > 0 && (
        <fieldset className="mb-4 space-y-2">
          <legend className="mb-1 text-sm font-medium text-gray-800">{t('payment:pay.method')}</legend>
          <label className={radio}>
            <input type="radio" name={ids.method} className="h-4 w-4" checked={method === 'BALANCE'} onChange={() => { setMethod('BALANCE'); setProblem(null); }} />
            {t('payment:pay.title')}
          </label>
          {externalMethods.map((option) => (
            <label key={option.provider} className={radio}>
              <input type="radio" name={ids.method} className="h-4 w-4" checked={method === option.provider} onChange={() => { setMethod(option.provider); setProblem(null); }} />
              {t(option.method === 'CARD' ? 'payment:pay.by-card' : 'payment:pay.by-wallet', { provider: option.name })}
            </label>
          ))}
        </fieldset>
      )}
      {method === 'BALANCE' && available !== null && available < amount && (
        <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('payment:pay.short')}</p>
      )}
      {method !== 'BALANCE' ? (
        <form onSubmit={submitExternal} className="space-y-4" noValidate>
          <p className="text-sm text-gray-700">{t('payment:pay.external-intro')}</p>
          <FormEnd problem={problem} submitLabel={t('payment:pay.continue')} busyLabel={t('payment:pay.opening')} busy={busy} cancelLabel={t('payment:pay.later')} onCancel={onClose} />
        </form>
      ) : hasPassword ? (
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
