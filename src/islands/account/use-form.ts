import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { TFunction } from '../../lib/i18n/translator';
import { formatFieldMessage } from '../../lib/forms/field-message';
import { fieldMessagesFromIssues } from '../../lib/forms/zod-issues';
import { problemFields, problemMessageKeys } from '../../lib/account/problem-message';

export type FormValues = Record<string, string | boolean>;
type Messages<V> = Partial<Record<keyof V & string, string>>;

interface FormOptions<V extends FormValues, P> {
  initial: V;
  /** The contract schema the provider validates with: the form checks the same rules first. */
  schema: z.ZodType<P>;
  /** The request's shape from the form's values (a blank optional field as `null`, …). */
  toInput?: (values: V) => unknown;
  /** Translated field labels: every message names its field. */
  labels: Record<keyof V & string, string>;
  /** Rules the contract cannot know (a repeated password), as translated messages. */
  check?: (values: V) => Messages<V>;
  onSubmit: (payload: P) => Promise<void>;
  t: TFunction;
}

/**
 * A form's values, its translated field messages (SPEC section 5) and its sending state.
 * On a failed check the first invalid field takes focus, so its label and message are
 * announced; a refused request shows the provider's problem as a translated alert.
 */
export function useForm<V extends FormValues, P>({ initial, schema, toInput = (v) => v, labels, check, onSubmit, t }: FormOptions<V, P>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Messages<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function messagesFor(current: V): { payload: P | null; messages: Messages<V> } {
    const input = toInput(current);
    const parsed = schema.safeParse(input);
    const messages: Messages<V> = {};
    if (!parsed.success) {
      for (const [field, message] of Object.entries(fieldMessagesFromIssues(parsed.error.issues, input))) {
        if (field in labels) messages[field as keyof V & string] = formatFieldMessage(t, message, labels[field as keyof V & string]);
      }
    }
    const extra = check?.(current) ?? {};
    const merged = { ...extra, ...messages };
    return { payload: parsed.success && Object.keys(merged).length === 0 ? parsed.data : null, messages: merged };
  }

  /** Checks only `fields` (a step of a longer form); true when they pass. */
  function validateFields(fields: (keyof V & string)[]): boolean {
    const { messages } = messagesFor(values);
    const found = Object.fromEntries(fields.flatMap((f) => (messages[f] ? [[f, messages[f]]] : []))) as Messages<V>;
    setErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((f) => [f, found[f]])) }));
    if (Object.keys(found).length > 0) setFocusRequest((n) => n + 1);
    return Object.keys(found).length === 0;
  }

  /** Shows a failed call: the problem as an alert, and the fields the provider refused marked. */
  function showProblem(error: unknown) {
    setFormError(t(problemMessageKeys(error)));
    const refused = problemFields(error).filter((f): f is keyof V & string => f in labels);
    if (refused.length === 0) return;
    setErrors(Object.fromEntries(refused.map((f) => [f, formatFieldMessage(t, { key: 'validation.pattern-mismatch', values: {} }, labels[f])])) as Messages<V>);
    setFocusRequest((n) => n + 1);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const { payload, messages } = messagesFor(values);
    setErrors(messages);
    if (payload === null) {
      // A rule on a value the shopper does not edit (an id) has no field to point at.
      if (Object.keys(messages).length === 0) setFormError(t('error.generic'));
      else setFocusRequest((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(payload);
    } catch (error) {
      showProblem(error);
    } finally {
      setBusy(false);
    }
  }

  /** Props for a field: its value, label and message, and an onChange that clears the message. */
  function field<K extends keyof V & string>(name: K) {
    return {
      name,
      label: labels[name],
      value: values[name],
      error: errors[name],
      onChange: (value: V[K]) => {
        setValues((v) => ({ ...v, [name]: value }));
        setErrors((e) => ({ ...e, [name]: undefined }));
      },
    };
  }

  return { values, setValues, errors, formError, busy, formRef, field, handleSubmit, validateFields, showProblem };
}
