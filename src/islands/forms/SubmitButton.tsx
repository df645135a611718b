import { useHydrated } from './use-hydrated';

interface Props {
  label: string;
  busyLabel: string;
  busy: boolean;
  /**
   * Disabled until the island hydrates, for a form that cannot work without JavaScript:
   * before that the browser would send it itself, as a GET with every value (a password
   * too) in the URL.
   */
  needsScript?: boolean;
  /**
   * While busy, `aria-disabled` rather than `disabled`: a disabled button would drop the
   * keyboard focus mid-send (the form then ignores a second submit itself).
   */
  keepsFocus?: boolean;
  className?: string;
}

const fullWidth = 'w-full rounded-md bg-primary-ink px-4 py-2.5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60';

/** A form's submit button, which says when it is busy. */
export function SubmitButton({ label, busyLabel, busy, needsScript = false, keepsFocus = false, className = fullWidth }: Props) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={className}
      disabled={(needsScript && !hydrated) || (busy && !keepsFocus)}
      aria-disabled={(busy && keepsFocus) || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
