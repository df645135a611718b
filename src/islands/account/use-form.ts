import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { problemOf } from '../../lib/api/http';
import { formatFieldMessage, formatFieldMessages } from '../../lib/forms/field-message';
import { focusFirstInvalid } from '../../lib/forms/focus-first-invalid';
import { checkWithSchema } from '../../lib/forms/zod-issues';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { authProblemOf, type AuthProblem } from '../../lib/session/auth-problem';
import { problemText } from '../auth/auth-text';

type FormValues = Record<string, string | boolean>;
type Field<V> = keyof V & string;
type Messages<V> = Partial<Record<Field<V>, string>>;

/** A form's starting values: `blank`, with the fields of a saved record that hold a value of the same kind. */
export function valuesFrom<V extends FormValues>(blank: V, saved: object | null): V {
  const source = (saved ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(blank).map(([k, v]) => [k, typeof source[k] === typeof v ? source[k] : v])) as V;
}

interface FormOptions<V extends FormValues, P> {
  initial: V;
  /** The contract schema the provider validates with: the form checks the same rules first. */
  schema: z.ZodType<P>;
  /** The request's shape from the form's values (a blank optional field as `null`, …). */
  toInput?: (values: V) => unknown;
  /** Translated field labels: every message names its field. */
  labels: Record<Field<V>, string>;
  /** Rules the contract cannot know (a repeated password), as translated messages. */
  check?: (values: V) => Messages<V>;
  /** Sends the checked request; `values` are the form's own, for what the request does not carry. */
  onSubmit: (payload: P, values: V) => Promise<void>;
  t: TFunction;
  lng: Language;
}

/**
 * A form of the account page: its values, translated field messages (SPEC section 5) and
 * sending state. A failed check moves focus to the first invalid field, so its label and
 * message are announced; a refused request shows the provider's problem as an alert and
 * marks the fields the provider named.
 */
export function useForm<V extends FormValues, P>({ initial, schema, toInput = (v) => v, labels, check, onSubmit, t, lng }: FormOptions<V, P>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Messages<V>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRequests, setFocusRequests] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequests > 0) focusFirstInvalid(formRef.current);
  }, [focusRequests]);

  const isField = (name: string): name is Field<V> => name in labels;

  /** Every broken rule of `current`, and the request when there is none. */
  function checked(current: V): { payload: P | null; messages: Messages<V> } {
    const result = checkWithSchema(schema, toInput(current));
    const own = check?.(current) ?? {};
    if (result.ok) return { payload: Object.keys(own).length === 0 ? result.data : null, messages: own };
    const fieldMessages = Object.fromEntries(Object.entries(result.messages).filter(([f]) => isField(f)));
    return { payload: null, messages: { ...own, ...formatFieldMessages(t, fieldMessages, (f) => labels[f as Field<V>]) } };
  }

  function showErrors(next: Messages<V>) {
    setErrors(next);
    if (Object.values(next).some(Boolean)) setFocusRequests((n) => n + 1);
  }

  /** Checks only `fields` (a step of a longer form); true when they pass. */
  function validateFields(fields: Field<V>[]): boolean {
    const { messages } = checked(values);
    showErrors({ ...errors, ...Object.fromEntries(fields.map((f) => [f, messages[f]])) });
    return fields.every((f) => !messages[f]);
  }

  /** A problem of the provider as the shopper reads it, above the form. */
  const showProblem = (found: AuthProblem) => setProblem(problemText(t, lng, found));

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const { payload, messages } = checked(values);
    if (payload === null) {
      // A broken rule on a value the shopper does not edit (an id) has no field to point at.
      if (Object.keys(messages).length === 0) setProblem(t('error.generic'));
      showErrors(messages);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(payload, values);
    } catch (error) {
      showProblem(authProblemOf(error));
      const refused = (problemOf(error)?.errors ?? []).map((e) => e.path).filter(isField);
      const wrongFormat = { key: 'validation.pattern-mismatch', values: {} } as const;
      showErrors(Object.fromEntries(refused.map((f) => [f, formatFieldMessage(t, wrongFormat, labels[f])])) as Messages<V>);
    } finally {
      setBusy(false);
    }
  }

  /** Changes some values; their messages go, as the shopper is correcting them. */
  function update(patch: Partial<V>) {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  }

  /** Props for a field: its name, label, value and message, and how to change it. */
  function field<K extends Field<V>>(name: K) {
    return {
      name,
      label: labels[name],
      value: values[name],
      error: errors[name],
      onValueChange: (value: V[K]) => {
        const patch: Partial<V> = {};
        patch[name] = value;
        update(patch);
      },
    };
  }

  return { values, update, reset: () => setValues(initial), busy, problem, formRef, field, handleSubmit, validateFields, showProblem };
}
