import { useId, type ReactNode } from 'react';

/** A control with its label above it; the control gets the id the label points at. */
export function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">{label}</label>
      {children(id)}
    </div>
  );
}

/** A six-digit pay password field: digits only, never autofilled. */
export const PAY_PASSWORD_INPUT = { type: 'password', inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6, autoComplete: 'off', required: true } as const;
export const digitsOf = (value: string) => value.replace(/\D/g, '');
