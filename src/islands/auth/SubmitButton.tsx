interface Props {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** False until hydrated for forms that cannot work without JavaScript. */
  enabled?: boolean;
}

export function SubmitButton({ label, busyLabel, busy, enabled = true }: Props) {
  return (
    <button
      type="submit"
      disabled={busy || !enabled}
      className="w-full rounded-md bg-primary-ink px-4 py-2.5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
