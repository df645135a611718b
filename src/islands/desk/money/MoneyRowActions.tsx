import { useId, useState } from 'react';
import { type MoneyStep, takeMoneyStep } from '../../../lib/desk/money-actions';
import { shopperProblemOf } from '../../../lib/problem/shopper-problem';
import { inputClass } from '../../forms/fields';
import { problemText } from '../../forms/problem-text';
import { useAction } from '../../use-action';
import { useTranslator, type TranslatedProps } from '../../use-translator';

/** The record a row acts on, in the state the page showed. */
export type MoneyRow =
  | { kind: 'deposit'; id: number; status: 'PENDING' }
  | { kind: 'withdrawal'; id: number; status: 'PENDING' | 'APPROVED' }
  | { kind: 'approval'; id: number; status: 'PENDING' };

interface Props extends TranslatedProps {
  row: MoneyRow;
}

type TextStep = Extract<MoneyStep, 'pay' | 'reject'>;
type Step = MoneyStep;

/** The steps a row offers in its state; the one with text asks for a reason or bank reference. */
const stepsOf = (row: MoneyRow): { plain: Step[]; withText: TextStep[] } => {
  if (row.kind === 'deposit') return { plain: ['confirm'], withText: ['reject'] };
  if (row.kind === 'approval') return { plain: ['approve', 'decline'], withText: [] };
  return row.status === 'PENDING' ? { plain: ['approve'], withText: ['reject'] } : { plain: [], withText: ['pay', 'reject'] };
};

/**
 * A money row's actions on the desk (docs/product.md, "Desk"): confirm or reject a deposit,
 * approve, pay out or reject a withdrawal, approve or decline an approval. One at a time (a
 * double click acts once); done, the page loads again to show the new state.
 */
export default function MoneyRowActions({ row, ...props }: Props) {
  const t = useTranslator(props);
  const [problem, setProblem] = useState<string | null>(null);
  const [texts, setTexts] = useState<Partial<Record<Step, string>>>({});
  const action = useAction<Step>((error) => setProblem(problemText(t, props.lng, shopperProblemOf(error))));
  const baseId = useId();
  const { plain, withText } = stepsOf(row);
  const act = (step: Step) => action.run(async () => {
    setProblem(null);
    await takeMoneyStep(row.kind, row.id, step, (texts[step] ?? '').trim());
    window.location.reload();
  }, step);
  const button = 'rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium hover:bg-gray-100 disabled:opacity-60';
  return (
    <div className="space-y-2">
      {plain.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {plain.map((step) => (
            <button key={step} type="button" className={button} disabled={action.busy} onClick={() => void act(step)}>
              {t(`desk-money:step.${step}`)}
            </button>
          ))}
        </div>
      )}
      {withText.map((step) => (
        <form key={step} className="flex flex-wrap items-end gap-2" onSubmit={(event) => { event.preventDefault(); void act(step); }}>
          <div className="min-w-0 flex-1">
            <label htmlFor={`${baseId}-${step}`} className="mb-1 block text-xs font-medium text-gray-800">{t(`desk-money:step-field.${step}`)}</label>
            <input
              id={`${baseId}-${step}`} className={inputClass} required maxLength={step === 'pay' ? 64 : 200} value={texts[step] ?? ''}
              onChange={(event) => setTexts({ ...texts, [step]: event.target.value })}
            />
          </div>
          <button type="submit" className={button} disabled={action.busy}>{t(`desk-money:step.${step}`)}</button>
        </form>
      ))}
      {problem && <p role="alert" className="text-sm text-red-700">{problem}</p>}
    </div>
  );
}
