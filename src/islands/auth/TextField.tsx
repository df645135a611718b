import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A form's hold on one field: what `useAuthForm().field(name)` gives. */
export interface FieldBinding {
  name: string;
  value: string;
  /** The field's problem, shown under it and announced with it. */
  error?: string | undefined;
  onValueChange: (value: string) => void;
}

interface Props extends FieldBinding, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'name'> {
  label: string;
  /** A standing explanation (rules, what happens next). */
  hint?: string | undefined;
  /** The word for "optional", shown after the label of a field that may stay empty. */
  optionalText?: string | undefined;
  /** A control beside the input (the send-code button). */
  children?: ReactNode;
}

export const inputClass =
  'block w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50';

/** A labelled text input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function TextField({ name, label, value, onValueChange, error, hint, optionalText, children, required, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
        {required && <span aria-hidden="true" className="text-red-700"> *</span>}
        {optionalText && <span className="font-normal text-gray-600"> ({optionalText})</span>}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          {...input}
          id={id}
          name={name}
          value={value}
          required={required}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
        {children}
      </div>
      {hint && <p id={hintId} className="mt-1 text-xs text-gray-600">{hint}</p>}
      {error && <p id={errorId} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
