import { useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { problemOf } from '../../lib/api/http';
import { formatFieldMessage, formatFieldMessages, type FieldMessage } from '../../lib/forms/field-message';
import { useFirstInvalidFocus } from '../../lib/forms/focus-first-invalid';
import { checkWithSchema } from '../../lib/forms/zod-issues';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { shopperProblemOf, type ShopperProblem } from '../../lib/problem/shopper-problem';
import { problemText } from './problem-text';
import { useAction } from '../use-action';
import { domValueOf, useAdoptDomValues } from './use-hydrated';

type FormValues = Record<string, string | boolean>;
type Field<V> = keyof V & string;
type Messages<V> = Partial<Record<Field<V>, string>>;

/** A form's starting values: `blank`, with the fields of a saved record that hold a value of the same kind. */
export function valuesFrom<V extends FormValues>(blank: V, saved: object | null): V {
  const source = (saved ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(blank).map(([k, v]) => [k, typeof source[k] === typeof v ? source[k] : v])) as V;
}

// What a field the provider refused (but the form's own check let through) is told.
const WRONG_FORMAT: FieldMessage = { key: 'validation.pattern-mismatch', values: {} };

interface FormOptions<V extends FormValues, P> {
  initial: V;
  /** Translated field labels: every field shows its own, and every message names it. */
  labels: Record<Field<V>, string>;
  t: TFunction;
  lng: Language;
  /** With `onSubmit`, what `handleSubmit` checks: the contract schema the provider validates with. */
  schema?: z.ZodType<P>;
  /** The request's shape from the form's values (a blank optional field as `null`, …). */
  toInput?: (values: V) => unknown;
  /** Rules the contract cannot know (a repeated password), as translated messages. */
  rules?: (values: V) => Messages<V>;
  /** Sends the checked request; `values` are the form's own, for what the request does not carry. */
  onSubmit?: (payload: P, values: V) => Promise<void>;
  /** Problem codes that belong to one field (a wrong code, a taken e-mail): shown there rather than above the form. */
  problemFields?: Partial<Record<string, Field<V>>>;
  /** What the server found when the form was posted without JavaScript. */
  initialMessages?: Partial<Record<Field<V>, FieldMessage>> | undefined;
  initialProblem?: ShopperProblem | null | undefined;
}

/**
 * One form's state (docs/product.md, "Forms and validation"): values, translated field messages, a form-level problem
 * and the sending state. A failed check moves focus to the first invalid field, so its label
 * and message are announced; a refused request shows the provider's problem as an alert (or
 * beside the field it belongs to) and marks the fields the provider named.
 *
 * Two ways to submit: `handleSubmit` for a form with one schema (`schema` + `onSubmit`), or
 * `checkWith` + `attempt` for a form that builds its request itself.
 *
 * Returns `[form, formRef]`: the ref for the `<form>` element (whose first invalid field gets
 * focus) apart from the state, since an object holding a ref may not be read during render.
 */
export function useForm<V extends FormValues, P = never>(options: FormOptions<V, P>) {
  const { initial, labels, t, lng, schema, toInput = (v: V) => v, rules, onSubmit, problemFields = {} } = options;
  const isField = (name: string): name is Field<V> => name in labels;
  /** Field messages as text, each naming its field; messages for values without a field are dropped. */
  const texts = (messages: Partial<Record<string, FieldMessage>>): Messages<V> =>
    formatFieldMessages(t, lng, Object.fromEntries(Object.entries(messages).filter(([f]) => isField(f))), (f) => labels[f as Field<V>]);

  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Messages<V>>(() => texts(options.initialMessages ?? {}));
  const [problem, setProblem] = useState<string | null>(() => (options.initialProblem ? problemText(t, lng, options.initialProblem) : null));
  const { formRef, requestFocus } = useFirstInvalidFocus();
  // Values typed or autofilled before hydration are the shopper's: the form starts from them.
  useAdoptDomValues(formRef, (form) => {
    const typed = Object.entries(initial).flatMap(([name, rendered]) => {
      const value = domValueOf(form, name, rendered);
      return value === undefined || value === rendered ? [] : [[name, value] as const];
    });
    if (typed.length > 0) setValues((v) => ({ ...v, ...Object.fromEntries(typed) }));
  });

  /** Shows these field messages (replacing the previous ones) and focuses the first invalid field. */
  function showErrors(next: Messages<V>) {
    setErrors(next);
    if (Object.values(next).some(Boolean)) requestFocus();
  }

  /** `input` checked against a contract schema: the parsed body, or `null` with the field messages shown. */
  function checkWith<S extends z.ZodType>(check: S, input: unknown): z.output<S> | null {
    const result = checkWithSchema(check, input);
    if (result.ok) return result.data;
    showErrors(texts(result.messages));
    return null;
  }

  /** Every broken rule of `current` (the schema's and the form's own), and the request when there is none. */
  function verdict(current: V): { payload: P | null; messages: Messages<V> } {
    if (!schema) return { payload: null, messages: {} };
    const result = checkWithSchema(schema, toInput(current));
    const own = rules?.(current) ?? {};
    if (result.ok) return { payload: Object.keys(own).length === 0 ? result.data : null, messages: own };
    return { payload: null, messages: { ...own, ...texts(result.messages) } };
  }

  /** Checks only `fields` (a step of a longer form, with the form's schema); true when they pass. */
  function validateFields(fields: Field<V>[]): boolean {
    const { messages } = verdict(values);
    showErrors({ ...errors, ...Object.fromEntries(fields.map((f) => [f, messages[f]])) });
    return fields.every((f) => !messages[f]);
  }

  /** A problem beside its field when it belongs to one, else above the form; `marks` are other fields to mark with it. */
  function showProblem(found: ShopperProblem, marks: Messages<V> = {}) {
    const text = problemText(t, lng, found);
    const field = problemFields[found.code];
    if (field) {
      showErrors({ ...marks, [field]: text });
      return;
    }
    setProblem(text);
    if (Object.keys(marks).length > 0) showErrors(marks);
  }

  /** A failed call: its problem shown, and the fields the provider refused (though they passed the check) marked. */
  function showFailure(error: unknown) {
    const refused = (problemOf(error)?.errors ?? []).map((e) => e.path).filter(isField);
    showProblem(shopperProblemOf(error), Object.fromEntries(refused.map((f) => [f, formatFieldMessage(t, lng, WRONG_FORMAT, labels[f])])) as Messages<V>);
  }

  const action = useAction(showFailure);
  const { busy } = action;
  /** Runs a submit's calls, one submit at a time: busy meanwhile, and whatever they throw shown as a problem. */
  function attempt(work: () => Promise<void>): Promise<void> {
    return action.run(async () => {
      setProblem(null);
      await work();
    });
  }

  /** Checks the form against `schema` and its own rules, then sends it with `onSubmit`. */
  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !onSubmit) return;
    setProblem(null);
    const { payload, messages } = verdict(values);
    if (payload === null) {
      // A broken rule on a value the shopper does not edit (an id) has no field to point at.
      if (Object.keys(messages).length === 0) setProblem(t('error.generic'));
      showErrors(messages);
      return;
    }
    setErrors({});
    void attempt(() => onSubmit(payload, values));
  }

  /** Changes some values; their messages go, as the shopper is correcting them. */
  function update(patch: Partial<V>) {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  }

  /** Drops one field's message, leaving its value (the code it asks for was just sent). */
  function clearMessage(name: Field<V>) {
    setErrors((e) => ({ ...e, [name]: undefined }));
  }

  /** Props for a field component: its name, label, value and message, and how to change it. */
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

  const form = {
    values, update, reset: () => setValues(initial), busy, problem, field,
    handleSubmit, validateFields, checkWith, attempt, showProblem, clearMessage,
    /** A form-level message of the form's own (a rule it checks itself), or `null` to clear it. */
    setProblem,
  };
  return [form, formRef] as const;
}
