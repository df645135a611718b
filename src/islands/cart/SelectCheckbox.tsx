import { type ReactNode, useEffect, useRef } from 'react';
import type { SelectionState } from '../../lib/cart/selection';

interface Props {
  state: SelectionState;
  /** The accessible name (visually hidden unless `showLabel`). */
  label: ReactNode;
  showLabel?: boolean;
  disabled?: boolean;
  onChange: (selected: boolean) => void;
}

/**
 * A checkbox for an item or a group: a group partly selected shows the mixed state
 * (`indeterminate`, announced as "mixed"); clicking it selects the whole group.
 */
export function SelectCheckbox({ state, label, showLabel = false, disabled = false, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="inline-flex min-h-6 cursor-pointer items-center gap-2 text-sm font-medium text-gray-800 has-disabled:cursor-not-allowed">
      <input
        ref={input}
        type="checkbox"
        checked={state === 'all'}
        disabled={disabled}
        onChange={() => onChange(state !== 'all')}
        className="size-5 rounded border-gray-400 accent-primary-ink disabled:opacity-50"
      />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </label>
  );
}
