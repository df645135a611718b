import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { ExternalProvider, PayResult } from '../../../contract/payments';
import { shopperProblemOf } from '../../lib/problem/shopper-problem';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { availableExternalMethods, payOnHostedPage } from '../../lib/payment/external-pay';
import type { ExternalMethod } from '../../lib/payment/external-methods';
import { isPayPassword, setFirstPayPassword } from '../../lib/payment/payment-actions';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
import { FormEnd } from '../forms/FormEnd';
import { inputClass } from '../forms/fields';
import { problemText } from '../forms/problem-text';
import { ModalDialog } from '../ui/Dialogs';
import { ui } from '../ui/ui';
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

/** Where a deposit is made, and where a forgotten pay password is replaced (the balance page opens that dialog). */
const DEPOSIT_PATH = '/my/balance';
const FORGOT_PAY_PASSWORD_PATH = `${DEPOSIT_PATH}#forgot-pay-password`;

const PASSWORD_INPUT = { type: 'password', inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6, autoComplete: 'off', required: true } as const;

/**
 * Paying (docs/product.md, "Paying from the balance"): the amount and what is available first.
 * When the balance covers it, from the balance with the pay password (a shopper without one
 * sets it here first), or on an external provider's page. When it does not, the shortfall
 * comes first, with a card or wallet chosen if the site has one and a link to deposit; no
 * pay password is asked for, since the balance cannot pay. The provider's problem (wrong
 * password with the tries left, too many attempts) shows in the dialog, which stays open to
 * try again, with a link to replace a forgotten pay password.
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
  const [passwordRefused, setPasswordRefused] = useState(false);
  const action = useAction((error) => {
    const refused = shopperProblemOf(error);
    setProblem(problemText(t, lng, refused));
    setPasswordRefused(refused.code === 'WRONG_PAY_PASSWORD' || refused.code === 'TOO_MANY_ATTEMPTS');
  });
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
      setPasswordRefused(false);
      setMethod('BALANCE');
    }
    if (seen.payPasswordSet !== payPasswordSet) setHasPassword(payPasswordSet);
  }

  const run = (work: () => Promise<void>) => action.run(async () => {
    setProblem(null);
    setPasswordRefused(false);
    await work();
  });

  // Too little balance: it cannot be chosen, a card or wallet is, or nothing can pay here.
  const shortfall = available !== null && available < amount ? amount - available : 0;
  const externalOffered = external ? externalMethods : [];
  const chosen = method === 'BALANCE' && shortfall > 0 ? externalOffered[0]?.provider ?? null : method;

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
    if (!external || chosen === null || chosen === 'BALANCE') return;
    void run(() => payOnHostedPage(chosen, { paymentNo: external.paymentNo, amount }, external.returnPath));
  }

  const row = 'flex justify-between gap-4';
  const radio = 'flex items-center gap-2 text-sm text-gray-900';
  return (
    <ModalDialog open={open} onClose={onClose} title={t('payment:pay.dialog-title')}>
      <dl className="mb-4 space-y-1 text-sm">
        <div className={row}><dt className="text-gray-700">{t('payment:pay.amount')}</dt><dd className="font-semibold text-gray-900">{formatPrice(amount, display)}</dd></div>
        {available !== null && <div className={row}><dt className="text-gray-700">{t('payment:pay.available')}</dt><dd>{formatPrice(available, display)}</dd></div>}
        {shortfall > 0 && <div className={`${row} font-semibold text-amber-950`}><dt>{t('payment:pay.shortfall')}</dt><dd>{formatPrice(shortfall, display)}</dd></div>}
      </dl>
      {shortfall > 0 && (
        <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-shortfall>
          {t(externalOffered.length > 0 ? 'payment:pay.short-external' : 'payment:pay.short-deposit')}{' '}
          <a href={DEPOSIT_PATH} className="font-medium underline">{t('payment:pay.deposit-link')}</a>
        </p>
      )}
      {externalOffered.length > 0 && (
        <fieldset className="mb-4 space-y-2">
          <legend className="mb-1 text-sm font-medium text-gray-800">{t('payment:pay.method')}</legend>
          <label className={radio}>
            <input type="radio" name={ids.method} className="h-4 w-4" checked={chosen === 'BALANCE'} disabled={shortfall > 0} onChange={() => { setMethod('BALANCE'); setProblem(null); }} />
            {t('payment:pay.title')}
          </label>
          {externalOffered.map((option) => (
            <label key={option.provider} className={radio}>
              <input type="radio" name={ids.method} className="h-4 w-4" checked={chosen === option.provider} onChange={() => { setMethod(option.provider); setProblem(null); }} />
              {t(option.method === 'CARD' ? 'payment:pay.by-card' : 'payment:pay.by-wallet', { provider: option.name })}
            </label>
          ))}
        </fieldset>
      )}
      {chosen === null ? (
        <div className="flex justify-end">
          <button type="button" className={ui.secondaryButton} onClick={onClose}>{t('payment:pay.later')}</button>
        </div>
      ) : chosen !== 'BALANCE' ? (
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
          {passwordRefused && <p className="text-sm"><a href={FORGOT_PAY_PASSWORD_PATH} className="font-medium text-primary-ink underline">{t('payment:password.forgot')}</a></p>}
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
