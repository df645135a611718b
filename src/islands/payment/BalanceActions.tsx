import { navigate } from 'astro:transitions/client';
import { useEffect, useState } from 'react';
import type { DepositChannel, UserAccount } from '../../../contract/user-account';
import type { PriceDisplay } from '../../lib/money/price-display';
import { pushToast } from '../../lib/toasts/toasts';
import { ModalDialog } from '../ui/Dialogs';
import { ui } from '../ui/ui';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { BankDepositForm } from './balance/BankDepositForm';
import { HostedDepositForm, hostedChannelsOf } from './balance/HostedDepositForm';
import { ChangePayPasswordForm, ForgotPayPasswordForm, SetPayPasswordForm } from './balance/PayPasswordForms';
import type { BalanceDone } from './balance/use-balance-form';
import { WithdrawForm } from './balance/WithdrawForm';

interface Props extends TranslatedProps {
  account: UserAccount;
  /** `null` when they could not be loaded. */
  channels: DepositChannel[] | null;
  email: string | null;
  display: PriceDisplay;
}

/** The address hash (`/my/balance#forgot-pay-password`) that opens the forgotten pay password dialog. */
const FORGOT_HASH = '#forgot-pay-password';

type Panel = 'deposit' | 'card-deposit' | 'withdraw' | 'set-password' | 'change-password' | 'forgot-password';

/** Deposit by bank transfer or on a card/wallet provider's page, withdraw, and the pay password (set, change, forgotten), each in a dialog. */
export default function BalanceActions(props: Props) {
  const t = useTranslator(props);
  const { account, channels, email, display, lng } = props;
  // A dialog's form starts empty each time it opens (a closed dialog renders nothing).
  const [panel, setPanel] = useState<Panel | null>(null);
  const banks = (channels ?? []).filter((c) => c.type === 'BANK_TRANSFER');
  const hosted = hostedChannelsOf(channels);
  // Set here: the change and forgot buttons show without a reload.
  const [passwordSet, setPasswordSet] = useState(account.payPasswordSet);

  // The pay dialog's "Forgot pay password" link comes here with this hash: open that dialog
  // (once hydrated, and again if the hash comes back).
  useEffect(() => {
    if (!account.payPasswordSet) return;
    const openFromHash = () => { if (location.hash === FORGOT_HASH) setPanel('forgot-password'); };
    const first = requestAnimationFrame(openFromHash);
    window.addEventListener('hashchange', openFromHash);
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('hashchange', openFromHash);
    };
  }, [account.payPasswordSet]);

  const close = () => setPanel(null);
  const onDone = ({ message, reload }: BalanceDone) => {
    setPanel(null);
    pushToast({ kind: 'success', message });
    if (reload) void navigate(location.pathname + location.search, { history: 'replace' });
  };
  const common = { t, lng, onClose: close, onDone };
  const dialog = (name: Panel, title: string) => ({ open: panel === name, onClose: close, title });

  return (
    <section className={`${ui.card} flex flex-wrap gap-3`} aria-label={t('payment:balance.actions')}>
      <button type="button" className={ui.primaryButton} onClick={() => setPanel('deposit')}>{t('payment:deposit.open')}</button>
      {hosted.length > 0 && <button type="button" className={ui.secondaryButton} onClick={() => setPanel('card-deposit')}>{t('payment:deposit.card-title')}</button>}
      <button type="button" className={ui.secondaryButton} onClick={() => setPanel('withdraw')}>{t('payment:withdraw.open')}</button>
      {passwordSet ? (
        <>
          <button type="button" className={ui.secondaryButton} onClick={() => setPanel('change-password')}>{t('payment:password.change')}</button>
          <button type="button" className={ui.secondaryButton} onClick={() => setPanel('forgot-password')}>{t('payment:password.forgot')}</button>
        </>
      ) : (
        <button type="button" className={ui.secondaryButton} onClick={() => setPanel('set-password')}>{t('payment:set.submit')}</button>
      )}

      <ModalDialog {...dialog('deposit', t('payment:deposit.title'))}>
        {banks.length === 0 ? <p className="text-sm text-gray-700">{t('payment:deposit.none')}</p> : <BankDepositForm {...common} banks={banks} display={display} />}
      </ModalDialog>
      <ModalDialog {...dialog('card-deposit', t('payment:deposit.card-title'))}>
        <HostedDepositForm {...common} hosted={hosted} display={display} />
      </ModalDialog>
      <ModalDialog {...dialog('withdraw', t('payment:withdraw.open'))}>
        <WithdrawForm {...common} available={account.available} display={display} />
      </ModalDialog>
      <ModalDialog {...dialog('set-password', t('payment:password.title'))}>
        <SetPayPasswordForm {...common} onSet={() => setPasswordSet(true)} />
      </ModalDialog>
      <ModalDialog {...dialog('change-password', t('payment:password.change'))}>
        <ChangePayPasswordForm {...common} />
      </ModalDialog>
      <ModalDialog {...dialog('forgot-password', t('payment:password.forgot'))}>
        <ForgotPayPasswordForm {...common} email={email} />
      </ModalDialog>
    </section>
  );
}
