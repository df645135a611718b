import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * Labelled form controls: the label names the control, the message (when present) is its
 * description and marks it invalid, so assistive technology reads both on focus. Required
 * fields are marked with `aria-required`, not `required`, so the form's own translated
 * messages speak instead of the browser's.
 */
interface FieldProps<T> {
  name: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
}

const controlClass = 'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-start text-sm text-gray-900 aria-[invalid=true]:border-red-600 disabled:bg-gray-100';

function Described({ id, error, hint, label, required, children }: { id: string; error?: string | undefined; hint?: string | undefined; label: string; required?: boolean | undefined; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
        {required && <span aria-hidden="true" className="ms-0.5 text-red-700">*</span>}
      </label>
      {children}
      {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

type InputExtras = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'disabled' | 'dir'>;

export function TextField({ name, label, value, onChange, error, hint, required, ...input }: FieldProps<string> & InputExtras) {
  const id = useId();
  return (
    <Described id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass}
        {...input}
      />
    </Described>
  );
}

export interface Choice {
  value: string;
  label: string;
  /** For a language name written in its own language. */
  lang?: string | undefined;
}

export function SelectField({ name, label, value, onChange, error, hint, required, choices, placeholder, disabled }: FieldProps<string> & { choices: Choice[]; placeholder?: string | undefined; disabled?: boolean | undefined }) {
  const id = useId();
  return (
    <Described id={id} label={label} error={error} hint={hint} required={required}>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        disabled={disabled}
        className={controlClass}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((c) => <option key={c.value} value={c.value} lang={c.lang}>{c.label}</option>)}
      </select>
    </Described>
  );
}

export function CheckboxField({ name, label, value, onChange }: Omit<FieldProps<boolean>, 'error' | 'hint' | 'required'>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} name={name} type="checkbox" checked={value} onChange={(e) => onChange(e.target.checked)} className="size-4 rounded border-gray-300 accent-primary-ink" />
      <label htmlFor={id} className="text-sm text-gray-800">{label}</label>
    </div>
  );
}

/** The form's alert for a refused request; announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {message && <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">{message}</p>}
    </div>
  );
}
