import type { SubmitEvent } from 'react';
import type { Language } from '../../../lib/i18n/languages';
import type { TFunction } from '../../../lib/i18n/translator';
import { useForm } from '../../forms/use-form';

/** What a balance dialog's form does once its request went through. */
export interface BalanceDone {
  /** The success toast. */
  message: string;
  /** Deposits and withdrawals change what the page shows, so it reloads; pay password changes do not. */
  reload: boolean;
}

interface Options<V extends Record<string, string>> {
  initial: V;
  labels: Record<keyof V & string, string>;
  t: TFunction;
  lng: Language;
  /** The form's own rules: the first broken one as a message, or `null`. */
  check: (values: V) => string | null;
  send: (values: V) => Promise<void>;
  done: BalanceDone;
  onDone: (done: BalanceDone) => void;
}

/**
 * A balance dialog's form on the shared form hook: its own rules checked first (a broken one is
 * the form's problem), then the request, one at a time; a refused request's problem shows in
 * the dialog, which stays open to try again.
 */
export function useBalanceForm<V extends Record<string, string>>({ initial, labels, t, lng, check, send, done, onDone }: Options<V>) {
  const [form, formRef] = useForm({ initial, labels, t, lng });
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const broken = check(form.values);
    if (broken) {
      form.setProblem(broken);
      return;
    }
    void form.attempt(async () => {
      await send(form.values);
      onDone(done);
    });
  }
  return { form, formRef, submit };
}

/** What every balance dialog's form is given. */
export interface BalanceFormProps {
  t: TFunction;
  lng: Language;
  onClose: () => void;
  onDone: (done: BalanceDone) => void;
}
