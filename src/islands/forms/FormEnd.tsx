import { FormProblem } from './FormProblem';
import { SubmitButton } from './SubmitButton';
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
 * The end of a form of the account, balance or pay dialog: the problem of a refused request,
 * then Cancel and submit. These forms need JavaScript, and keep the focus on submit while it
 * sends (the form ignores a second submit itself).
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
