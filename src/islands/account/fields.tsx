import { useEffect, useId, useState } from 'react';
import type { Choice } from '../../lib/account/choices';
import { FormProblem } from '../auth/FormProblem';
import { inputClass } from '../auth/TextField';
import { ui } from './ui';

/**
 * The account forms' controls beyond the shared text field (`auth/TextField`): a select, a
 * checkbox and the end of a form. Labelled the same way: the message (when present) is the
 * control's description and marks it invalid, so assistive technology reads both on focus.
 */
interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  choices: Choice[];
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  /** The empty first option ("Please choose"); none when the field always has a value. */
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
}

export function SelectField({ name, label, value, onValueChange, choices, error, hint, required, placeholder, disabled }: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
        {required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 ${inputClass} disabled:bg-gray-100`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((c) => <option key={c.value} value={c.value} lang={c.lang}>{c.label}</option>)}
      </select>
      {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

export function CheckboxField({ name, label, value, onValueChange }: { name: string; label: string; value: boolean; onValueChange: (value: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} name={name} type="checkbox" checked={value} onChange={(e) => onValueChange(e.target.checked)} className="size-4 accent-primary-ink" />
      <label htmlFor={id} className="text-sm text-gray-800">{label}</label>
    </div>
  );
}

interface FormEndProps {
  /** A refused request, as a translated message; announced when it appears. */
  problem: string | null;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  cancelLabel?: string | undefined;
  onCancel?: (() => void) | undefined;
}

/**
 * The end of a form: the problem of a refused request, then Cancel and submit (which says
 * when it is busy). Submit stays disabled until the island hydrates: before that the browser
 * would send the form itself, as a GET with every value (a password too) in the URL.
 */
export function FormEnd({ problem, submitLabel, busyLabel, busy, cancelLabel, onCancel }: FormEndProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <FormProblem text={problem} />
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel && cancelLabel && <button type="button" className={ui.secondaryButton} onClick={onCancel}>{cancelLabel}</button>}
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus mid-send. */}
        <button type="submit" className={ui.primaryButton} disabled={!hydrated} aria-disabled={busy || undefined}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </div>
  );
}
