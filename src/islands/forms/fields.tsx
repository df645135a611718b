import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { Choice } from '../../lib/account/choices';

/** A form's hold on one field: what `useForm().field(name)` gives. */
export interface FieldBinding<T = string> {
  name: string;
  label: string;
  value: T;
  /** The field's problem, shown under it and announced with it. */
  error?: string | undefined;
  onValueChange: (value: T) => void;
}

export const inputClass =
  'block w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50';

interface FrameProps {
  id: string;
  label: string;
  required?: boolean | undefined;
  /** A standing explanation (rules, what happens next). */
  hint?: string | undefined;
  error?: string | undefined;
  /** The word for "optional", shown after the label of a field that may stay empty. */
  optionalText?: string | undefined;
  children: ReactNode;
}

/** What a control's hint and message make of it: its description, and invalid while a message shows. */
const describedControl = (id: string, hint?: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
});

/**
 * A labelled control with its hint and message under it. The message (when present) is the
 * control's description and marks it invalid, so assistive technology reads both on focus.
 */
function FieldFrame({ id, label, required, hint, error, optionalText, children }: FrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
        {required && <span aria-hidden="true" className="text-red-700"> *</span>}
        {optionalText && <span className="font-normal text-gray-600"> ({optionalText})</span>}
      </label>
      {children}
      {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

interface TextFieldProps extends FieldBinding, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'name'> {
  hint?: string | undefined;
  optionalText?: string | undefined;
  /** A control beside the input (the send-code button). */
  children?: ReactNode;
}

/** A labelled text input. */
export function TextField({ name, label, value, onValueChange, error, hint, optionalText, children, required, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} optionalText={optionalText}>
      <div className="mt-1 flex gap-2">
        <input
          {...input}
          {...describedControl(id, hint, error)}
          name={name}
          value={value}
          required={required}
          onChange={(e) => onValueChange(e.target.value)}
          className={inputClass}
        />
        {children}
      </div>
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends FieldBinding, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id' | 'name'> {
  hint?: string | undefined;
}

/** A labelled multi-line text (a message), with its hint and message under it. */
export function TextAreaField({ name, label, value, onValueChange, error, hint, required, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        {...textarea}
        {...describedControl(id, hint, error)}
        name={name}
        value={value}
        required={required}
        onChange={(e) => onValueChange(e.target.value)}
        className={`mt-1 ${inputClass}`}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps extends FieldBinding {
  choices: Choice[];
  hint?: string | undefined;
  required?: boolean | undefined;
  /** The empty first option ("Please choose"); none when the field always has a value. */
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
}

/** A labelled select of choices. */
export function SelectField({ name, label, value, onValueChange, choices, error, hint, required, placeholder, disabled }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select
        {...describedControl(id, hint, error)}
        name={name}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        required={required}
        disabled={disabled}
        className={`mt-1 ${inputClass} disabled:bg-gray-100`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((c) => <option key={c.value} value={c.value} lang={c.lang}>{c.label}</option>)}
      </select>
    </FieldFrame>
  );
}

/** A checkbox with its label after it; `children` (links, a note) and its message go under it. */
export function CheckboxField({ name, label, value, onValueChange, error, children }: FieldBinding<boolean> & { children?: ReactNode }) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          {...describedControl(id, undefined, error)}
          name={name}
          type="checkbox"
          checked={value}
          onChange={(e) => onValueChange(e.target.checked)}
          className="size-4 accent-primary-ink"
        />
        <label htmlFor={id} className="text-sm text-gray-800">{label}</label>
      </div>
      {children}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
