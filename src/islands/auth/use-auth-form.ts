import { useState } from 'react';
import type { z } from 'zod';
import { useFirstInvalidFocus } from '../../lib/forms/focus-first-invalid';
import { checkWithSchema } from '../../lib/forms/zod-issues';
import type { Language } from '../../lib/i18n/languages';
import type { TFunction } from '../../lib/i18n/translator';
import { authProblemOf, type AuthProblem } from '../../lib/session/auth-problem';
import { fieldErrorTexts, problemText, type FieldErrors } from './auth-text';

interface Options<F extends string> {
  t: TFunction;
  lng: Language;
  initialErrors?: FieldErrors<F> | undefined;
  initialProblem?: string | null | undefined;
  /** Problem codes that belong to one field (a wrong code, a taken e-mail): shown there rather than above the form. */
  problemFields?: Partial<Record<string, F>>;
}

/**
 * State of one auth form: values, translated field errors, a form-level problem and the
 * busy flag. A failed check moves focus to the first invalid field once React has marked it.
 */
export function useAuthForm<F extends string>(initialValues: Record<F, string>, { t, lng, initialErrors = {}, initialProblem = null, problemFields = {} }: Options<F>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<F>>(initialErrors);
  const [problem, setProblem] = useState<string | null>(initialProblem);
  const [busy, setBusy] = useState(false);
  const { formRef, requestFocus } = useFirstInvalidFocus();

  const setValue = (field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A field being corrected stops shouting; the others keep their message.
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  /** Shows these field errors (replacing the previous ones) and focuses the first invalid field. */
  const showErrors = (next: FieldErrors<F>) => {
    setErrors(next);
    requestFocus();
  };

  /** The input checked against its contract schema: the parsed body, or `null` with the field errors shown. */
  function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null {
    const checked = checkWithSchema(schema, input);
    if (checked.ok) return checked.data;
    showErrors(fieldErrorTexts(t, checked.messages) as FieldErrors<F>);
    return null;
  }

  /** A problem beside its field when it belongs to one, else above the form. */
  const showProblem = (found: AuthProblem) => {
    const text = problemText(t, lng, found);
    const field = problemFields[found.code];
    if (field) showErrors({ [field]: text } as FieldErrors<F>);
    else setProblem(text);
  };

  /** Runs a submit's calls: busy meanwhile, and whatever they throw shown as a problem. */
  async function attempt(work: () => Promise<void>): Promise<void> {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      showProblem(authProblemOf(error));
    } finally {
      setBusy(false);
    }
  }

  return {
    values,
    setValue,
    busy,
    problem,
    formRef,
    check,
    showProblem,
    attempt,
    /** Props of a field's TextField. */
    field: (name: F) => ({ name, value: values[name], error: errors[name], onValueChange: (value: string) => setValue(name, value) }),
  };
}
