import { FormProblem } from '../forms/FormProblem';
import { SubmitButton } from '../forms/SubmitButton';
import { ui } from '../ui/ui';

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
 * The end of an account form: the problem of a refused request, then Cancel and submit. The
 * account forms need JavaScript, and keep the focus on submit while it sends.
 */
export function FormEnd({ problem, submitLabel, busyLabel, busy, cancelLabel, onCancel }: FormEndProps) {
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <FormProblem text={problem} />
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel && cancelLabel && <button type="button" className={ui.secondaryButton} onClick={onCancel}>{cancelLabel}</button>}
        <SubmitButton label={submitLabel} busyLabel={busyLabel} busy={busy} needsScript keepsFocus className={ui.primaryButton} />
      </div>
    </div>
  );
}
