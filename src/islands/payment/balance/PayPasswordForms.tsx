import {
  changePayPassword, replaceForgottenPayPassword, sendPayPasswordCode, setFirstPayPassword,
} from '../../../lib/payment/payment-actions';
import { shopperProblemOf } from '../../../lib/problem/shopper-problem';
import { pushToast } from '../../../lib/toasts/toasts';
import { FormEnd } from '../../forms/FormEnd';
import { inputClass } from '../../forms/fields';
import { ui } from '../../ui/ui';
import { digitsOf, Labelled, PAY_PASSWORD_INPUT } from './Labelled';
import { payPasswordProblem } from './pay-password-problem';
import { useBalanceForm, type BalanceFormProps } from './use-balance-form';

/** The pay password's change never changes what the balance page shows: no reload. */
const SAVED = (t: BalanceFormProps['t']) => ({ message: t('payment:password.saved'), reload: false });

/** The first pay password, typed twice. */
export function SetPayPasswordForm({ t, lng, onClose, onDone, onSet }: BalanceFormProps & { onSet: () => void }) {
  const { form, formRef, submit } = useBalanceForm({
    initial: { new: '', repeat: '' },
    labels: { new: t('payment:set.new'), repeat: t('payment:set.repeat') },
    t,
    lng,
    check: (v) => payPasswordProblem(t, v.new) ?? (v.new === v.repeat ? null : t('payment:set.mismatch')),
    send: async (v) => {
      await setFirstPayPassword(v.new);
      onSet();
    },
    done: SAVED(t),
    onDone,
  });
  return (
    <form ref={formRef} noValidate className="space-y-4" onSubmit={submit}>
      <p className="text-sm text-gray-700">{t('payment:set.intro')}</p>
      <Labelled label={t('payment:set.new')}>{(id) => <input id={id} {...PAY_PASSWORD_INPUT} data-autofocus className={inputClass} value={form.values.new} onChange={(e) => form.update({ new: digitsOf(e.target.value) })} />}</Labelled>
      <Labelled label={t('payment:set.repeat')}>{(id) => <input id={id} {...PAY_PASSWORD_INPUT} className={inputClass} value={form.values.repeat} onChange={(e) => form.update({ repeat: digitsOf(e.target.value) })} />}</Labelled>
      <FormEnd problem={form.problem} submitLabel={t('payment:set.submit')} busyLabel={t('payment:saving')} busy={form.busy} cancelLabel={t('payment:close')} onCancel={onClose} />
    </form>
  );
}

/** A new pay password in place of the current one. */
export function ChangePayPasswordForm({ t, lng, onClose, onDone }: BalanceFormProps) {
  const { form, formRef, submit } = useBalanceForm({
    initial: { old: '', new: '' },
    labels: { old: t('payment:password.old'), new: t('payment:set.new') },
    t,
    lng,
    check: (v) => payPasswordProblem(t, v.old, v.new),
    send: (v) => changePayPassword(v.old, v.new),
    done: SAVED(t),
    onDone,
  });
  return (
    <form ref={formRef} noValidate className="space-y-4" onSubmit={submit}>
      <Labelled label={t('payment:password.old')}>{(id) => <input id={id} {...PAY_PASSWORD_INPUT} data-autofocus className={inputClass} value={form.values.old} onChange={(e) => form.update({ old: digitsOf(e.target.value) })} />}</Labelled>
      <Labelled label={t('payment:set.new')}>{(id) => <input id={id} {...PAY_PASSWORD_INPUT} className={inputClass} value={form.values.new} onChange={(e) => form.update({ new: digitsOf(e.target.value) })} />}</Labelled>
      <FormEnd problem={form.problem} submitLabel={t('payment:password.save')} busyLabel={t('payment:saving')} busy={form.busy} cancelLabel={t('payment:close')} onCancel={onClose} />
    </form>
  );
}

/** A forgotten pay password replaced with a code mailed to the account's address. */
export function ForgotPayPasswordForm({ email, t, lng, onClose, onDone }: BalanceFormProps & { email: string | null }) {
  const { form, formRef, submit } = useBalanceForm({
    initial: { code: '', new: '' },
    labels: { code: t('payment:password.code'), new: t('payment:set.new') },
    t,
    lng,
    check: (v) => (/^\d{6}$/.test(v.code) ? null : t('payment:password.code-invalid')) ?? payPasswordProblem(t, v.new),
    send: (v) => replaceForgottenPayPassword(v.new, v.code),
    done: SAVED(t),
    onDone,
  });
  function sendCode() {
    if (!email) return;
    form.setProblem(null);
    sendPayPasswordCode(email).then(
      () => pushToast({ kind: 'success', message: t('payment:password.code-sent') }),
      (error: unknown) => form.showProblem(shopperProblemOf(error)),
    );
  }
  return (
    <form ref={formRef} noValidate className="space-y-4" onSubmit={submit}>
      <p className="text-sm text-gray-700">{t('payment:password.forgot-intro', { email: email ?? '' })}</p>
      <button type="button" className={ui.secondaryButton} disabled={!email || form.busy} onClick={sendCode}>{t('payment:password.send-code')}</button>
      <Labelled label={t('payment:password.code')}>
        {(id) => <input id={id} inputMode="numeric" maxLength={6} autoComplete="one-time-code" className={inputClass} value={form.values.code} onChange={(e) => form.update({ code: digitsOf(e.target.value) })} />}
      </Labelled>
      <Labelled label={t('payment:set.new')}>{(id) => <input id={id} {...PAY_PASSWORD_INPUT} className={inputClass} value={form.values.new} onChange={(e) => form.update({ new: digitsOf(e.target.value) })} />}</Labelled>
      <FormEnd problem={form.problem} submitLabel={t('payment:password.save')} busyLabel={t('payment:saving')} busy={form.busy} cancelLabel={t('payment:close')} onCancel={onClose} />
    </form>
  );
}
