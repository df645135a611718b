import { navigate } from 'astro:transitions/client';
import { useId, useState, type SubmitEvent, type ReactNode } from 'react';
import type { DepositChannel, UserAccount } from '../../../contract/user-account';
import { isCertificatePicture } from '../../lib/payment/certificate';
import { depositOnHostedPage, EXTERNAL_METHODS } from '../../lib/payment/external-pay';
import { fenOfYuanText } from '../../lib/money/yuan-text';
import { BALANCE_PATH } from '../../lib/payment/ledger-list';
import {
  askWithdrawal,
  changePayPassword,
  isPayPassword,
  replaceForgottenPayPassword,
  reportBankDeposit,
  sendPayPasswordCode,
  setFirstPayPassword,
} from '../../lib/payment/payment-actions';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
import { shopperProblemOf } from '../../lib/problem/shopper-problem';
import { pushToast } from '../../lib/toasts/toasts';
import { FormEnd } from '../forms/FormEnd';
import { inputClass } from '../forms/fields';
import { problemText } from '../forms/problem-text';
import { ModalDialog } from '../ui/Dialogs';
import { ui } from '../ui/ui';
import { useTranslator, type TranslatedProps } from '../use-translator';

interface Props extends TranslatedProps {
  account: UserAccount;
  /** `null` when they could not be loaded. */
  channels: DepositChannel[] | null;
  email: string | null;
  display: PriceDisplay;
}

type Panel = 'deposit' | 'card-deposit' | 'withdraw' | 'set-password' | 'change-password' | 'forgot-password';
const PASSWORD = { type: 'password', inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6, autoComplete: 'off', required: true } as const;
const digits = (value: string) => value.replace(/\D/g, '');

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">{label}</label>
      {children(id)}
    </div>
  );
}

/** Deposit by bank transfer or on a card/wallet provider's page, withdraw, and the pay password (set, change, forgotten), each in a dialog. */
export default function BalanceActions(props: Props) {
  const t = useTranslator(props);
  const { account, channels, email, display, lng } = props;
  const [panel, setPanel] = useState<Panel | null>(null);
  const [certificate, setCertificate] = useState<File | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const banks = (channels ?? []).filter((c) => c.type === 'BANK_TRANSFER');
  const [channel, setChannel] = useState(banks[0]?.channel ?? '');
  const bank = banks.find((c) => c.channel === channel);
  // Card and wallet channels, each with the provider whose hosted page takes the money.
  const hosted = (channels ?? []).flatMap((c) => (c.type === 'EXTERNAL' && c.provider ? [{ ...c, provider: c.provider }] : []));
  const [hostedChannel, setHostedChannel] = useState(hosted[0]?.channel ?? '');
  const card = hosted.find((c) => c.channel === hostedChannel);

  const open = (next: Panel) => {
    setValues({});
    setCertificate(null);
    setProblem(null);
    setPanel(next);
  };
  const value = (name: string) => values[name] ?? '';
  const bind = (name: string, clean: (v: string) => string = (v) => v) => ({
    value: value(name),
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: clean(event.target.value) })),
  });

  // Set here: the change and forgot buttons show without a reload.
  const [passwordSet, setPasswordSet] = useState(account.payPasswordSet);

  /** Deposits and withdrawals change what the page shows, so it reloads; pay password changes do not. */
  async function run(action: () => Promise<void>, done: string, reload: boolean) {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await action();
      setPanel(null);
      pushToast({ kind: 'success', message: done });
      if (reload) void navigate(location.pathname + location.search, { history: 'replace' });
    } catch (error) {
      setProblem(problemText(t, lng, shopperProblemOf(error)));
    } finally {
      setBusy(false);
    }
  }

  /** Checks the form's own rules, then runs the action; a broken rule is the form's problem. */
  const submit = (check: () => string | null, action: () => Promise<void>, done: string, reload = false) => (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const broken = check();
    if (broken) setProblem(broken);
    else void run(action, done, reload);
  };
  const amountProblem = (fen: number | null, min = 1) =>
    fen === null ? t('payment:amount-invalid') : fen < min ? t('payment:deposit.minimum', { amount: formatPrice(min, display) }) : null;
  const passwordProblem = (...passwords: string[]) => (passwords.every(isPayPassword) ? null : t('payment:pay.six-digits'));

  const end = (label: string) => (
    <FormEnd problem={problem} submitLabel={label} busyLabel={t('payment:saving')} busy={busy} cancelLabel={t('payment:close')} onCancel={() => setPanel(null)} />
  );

  const depositFen = fenOfYuanText(value('amount'));
  const certificateProblem = () => (certificate && !isCertificatePicture(certificate) ? t('payment:deposit.certificate-type') : null);
  return (
    <section className={`${ui.card} flex flex-wrap gap-3`} aria-label={t('payment:balance.actions')}>
      <button type="button" className={ui.primaryButton} onClick={() => open('deposit')}>{t('payment:deposit.open')}</button>
      {hosted.length > 0 && <button type="button" className={ui.secondaryButton} onClick={() => open('card-deposit')}>{t('payment:deposit.card-title')}</button>}
      <button type="button" className={ui.secondaryButton} onClick={() => open('withdraw')}>{t('payment:withdraw.open')}</button>
      {passwordSet ? (
        <>
          <button type="button" className={ui.secondaryButton} onClick={() => open('change-password')}>{t('payment:password.change')}</button>
          <button type="button" className={ui.secondaryButton} onClick={() => open('forgot-password')}>{t('payment:password.forgot')}</button>
        </>
      ) : (
        <button type="button" className={ui.secondaryButton} onClick={() => open('set-password')}>{t('payment:set.submit')}</button>
      )}

      <ModalDialog open={panel === 'deposit'} onClose={() => setPanel(null)} title={t('payment:deposit.title')}>
        {banks.length === 0 ? (
          <p className="text-sm text-gray-700">{t('payment:deposit.none')}</p>
        ) : (
          <form noValidate className="space-y-4" onSubmit={submit(() => amountProblem(depositFen, bank?.minAmount) ?? certificateProblem(), () => (depositFen === null ? Promise.resolve() : reportBankDeposit(channel, depositFen, certificate)), t('payment:deposit.done'), true)}>
            <p className="text-sm text-gray-700">{t('payment:deposit.intro')}</p>
            {banks.length > 1 && (
              <Field label={t('payment:deposit.channel')}>
                {(id) => (
                  <select id={id} value={channel} onChange={(e) => setChannel(e.target.value)} className={inputClass}>
                    {banks.map((c) => <option key={c.channel} value={c.channel}>{c.bankName ?? c.channel}</option>)}
                  </select>
                )}
              </Field>
            )}
            {bank && (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-gray-50 p-3 text-sm">
                <dt className="text-gray-700">{t('payment:deposit.bank')}</dt><dd>{bank.bankName}</dd>
                <dt className="text-gray-700">{t('payment:deposit.account-name')}</dt><dd>{bank.accountName}</dd>
                <dt className="text-gray-700">{t('payment:deposit.account-no')}</dt><dd className="font-mono">{bank.accountNo}</dd>
              </dl>
            )}
            <Field label={t('payment:amount')}>
              {(id) => <input id={id} inputMode="decimal" data-autofocus className={inputClass} {...bind('amount')} />}
            </Field>
            <Field label={t('payment:deposit.certificate')}>
              {(id) => (
                <input
                  id={id}
                  type="file"
                  accept="image/jpeg,image/png"
                  className="mt-1 block w-full text-sm"
                  onChange={(event) => setCertificate(event.target.files?.[0] ?? null)}
                />
              )}
            </Field>
            {end(t('payment:deposit.submit'))}
          </form>
        )}
      </ModalDialog>

      <ModalDialog open={panel === 'card-deposit'} onClose={() => setPanel(null)} title={t('payment:deposit.card-title')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={submit(
            () => amountProblem(depositFen, card?.minAmount),
            () => (depositFen === null || !card ? Promise.resolve() : depositOnHostedPage(card, depositFen, BALANCE_PATH)),
            t('payment:deposit.done'),
          )}
        >
          <p className="text-sm text-gray-700">{t('payment:deposit.card-intro')}</p>
          <Field label={t('payment:deposit.card-channel')}>
            {(id) => (
              <select id={id} value={hostedChannel} onChange={(e) => setHostedChannel(e.target.value)} className={inputClass}>
                {hosted.map((c) => {
                  const method = EXTERNAL_METHODS.find((m) => m.provider === c.provider);
                  return <option key={c.channel} value={c.channel}>{t(method?.method === 'WALLET' ? 'payment:pay.by-wallet' : 'payment:pay.by-card', { provider: method?.name ?? c.provider })}</option>;
                })}
              </select>
            )}
          </Field>
          <Field label={t('payment:amount')}>
            {(id) => <input id={id} inputMode="decimal" data-autofocus className={inputClass} {...bind('amount')} />}
          </Field>
          <FormEnd problem={problem} submitLabel={t('payment:pay.continue')} busyLabel={t('payment:pay.opening')} busy={busy} cancelLabel={t('payment:close')} onCancel={() => setPanel(null)} />
        </form>
      </ModalDialog>

      <ModalDialog open={panel === 'withdraw'} onClose={() => setPanel(null)} title={t('payment:withdraw.open')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={submit(
            () => amountProblem(fenOfYuanText(value('amount'))) ?? (value('account').trim() ? null : t('payment:withdraw.account-missing')) ?? passwordProblem(value('password')),
            () => {
              // The check above refused an amount that does not read as money.
              const amount = fenOfYuanText(value('amount'));
              return amount === null ? Promise.resolve() : askWithdrawal(amount, value('account').trim(), value('password'));
            },
            t('payment:withdraw.done'),
            true,
          )}
        >
          <p className="text-sm text-gray-700">{t('payment:pay.available')}: {formatPrice(account.available, display)}</p>
          <Field label={t('payment:amount')}>{(id) => <input id={id} inputMode="decimal" data-autofocus className={inputClass} {...bind('amount')} />}</Field>
          <Field label={t('payment:withdraw.account')}>{(id) => <input id={id} maxLength={200} className={inputClass} {...bind('account')} />}</Field>
          <Field label={t('payment:pay.password')}>{(id) => <input id={id} {...PASSWORD} className={inputClass} {...bind('password', digits)} />}</Field>
          {end(t('payment:withdraw.submit'))}
        </form>
      </ModalDialog>

      <ModalDialog open={panel === 'set-password'} onClose={() => setPanel(null)} title={t('payment:password.title')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={submit(
            () => passwordProblem(value('new')) ?? (value('new') === value('repeat') ? null : t('payment:set.mismatch')),
            async () => {
              await setFirstPayPassword(value('new'));
              setPasswordSet(true);
            },
            t('payment:password.saved'),
          )}
        >
          <p className="text-sm text-gray-700">{t('payment:set.intro')}</p>
          <Field label={t('payment:set.new')}>{(id) => <input id={id} {...PASSWORD} data-autofocus className={inputClass} {...bind('new', digits)} />}</Field>
          <Field label={t('payment:set.repeat')}>{(id) => <input id={id} {...PASSWORD} className={inputClass} {...bind('repeat', digits)} />}</Field>
          {end(t('payment:set.submit'))}
        </form>
      </ModalDialog>

      <ModalDialog open={panel === 'change-password'} onClose={() => setPanel(null)} title={t('payment:password.change')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={submit(() => passwordProblem(value('old'), value('new')), () => changePayPassword(value('old'), value('new')), t('payment:password.saved'))}
        >
          <Field label={t('payment:password.old')}>{(id) => <input id={id} {...PASSWORD} data-autofocus className={inputClass} {...bind('old', digits)} />}</Field>
          <Field label={t('payment:set.new')}>{(id) => <input id={id} {...PASSWORD} className={inputClass} {...bind('new', digits)} />}</Field>
          {end(t('payment:password.save'))}
        </form>
      </ModalDialog>

      <ModalDialog open={panel === 'forgot-password'} onClose={() => setPanel(null)} title={t('payment:password.forgot')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={submit(
            () => (/^\d{6}$/.test(value('code')) ? null : t('payment:password.code-invalid')) ?? passwordProblem(value('new')),
            () => replaceForgottenPayPassword(value('new'), value('code')),
            t('payment:password.saved'),
          )}
        >
          <p className="text-sm text-gray-700">{t('payment:password.forgot-intro', { email: email ?? '' })}</p>
          <button
            type="button"
            className={ui.secondaryButton}
            disabled={!email || busy}
            onClick={() => {
              if (!email) return;
              setProblem(null);
              sendPayPasswordCode(email).then(
                () => pushToast({ kind: 'success', message: t('payment:password.code-sent') }),
                (error: unknown) => setProblem(problemText(t, lng, shopperProblemOf(error))),
              );
            }}
          >
            {t('payment:password.send-code')}
          </button>
          <Field label={t('payment:password.code')}>{(id) => <input id={id} inputMode="numeric" maxLength={6} autoComplete="one-time-code" className={inputClass} {...bind('code', digits)} />}</Field>
          <Field label={t('payment:set.new')}>{(id) => <input id={id} {...PASSWORD} className={inputClass} {...bind('new', digits)} />}</Field>
          {end(t('payment:password.save'))}
        </form>
      </ModalDialog>
    </section>
  );
}
