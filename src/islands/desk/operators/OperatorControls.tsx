import { useId, useState } from 'react';
import { OPERATOR_ROLES, type Operator, type OperatorRole, type OperatorUpdate } from '../../../../contract/desk';
import { changeOperator } from '../../../lib/desk/desk-people-actions';
import { shopperProblemOf } from '../../../lib/problem/shopper-problem';
import { inputClass } from '../../forms/fields';
import { problemText } from '../../forms/problem-text';
import { useAction } from '../../use-action';
import { useTranslator, type TranslatedProps } from '../../use-translator';

interface Props extends TranslatedProps {
  operator: Operator;
}

const button = 'rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-100 disabled:opacity-60';

/**
 * One operator's role and state for the owner (docs/product.md, "Desk"): change the role,
 * disable or enable, with the state it is in. A refusal (the last active owner: LAST_OWNER) is said beside the row.
 */
export default function OperatorControls(props: Props) {
  const t = useTranslator(props);
  const id = useId();
  const [operator, setOperator] = useState(props.operator);
  const [role, setRole] = useState<OperatorRole>(props.operator.role);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const action = useAction((error) => setOutcome({ ok: false, text: problemText(t, props.lng, shopperProblemOf(error)) }));

  const update = (change: OperatorUpdate) => action.run(async () => {
    setOutcome(null);
    const changed = await changeOperator(operator.id, change);
    setOperator(changed);
    setRole(changed.role);
    setOutcome({ ok: true, text: t('desk:operators.saved') });
  });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className={operator.disabledAt === null ? 'font-medium text-green-800' : 'font-medium text-gray-600'}>
        {operator.disabledAt === null ? t('desk:operators.active') : t('desk:operators.disabled', { date: operator.disabledAt.slice(0, 10) })}
      </span>
      <label htmlFor={`${id}-role`} className="sr-only">{t('desk:operators.role-of', { name: operator.name })}</label>
      <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as OperatorRole)} className={`${inputClass} w-auto`}>
        {OPERATOR_ROLES.map((choice) => <option key={choice} value={choice}>{t(`desk:role.${choice}`)}</option>)}
      </select>
      <button type="button" className={button} disabled={action.busy || role === operator.role} onClick={() => void update({ role })}>
        {t('desk:operators.save-role')}
      </button>
      <button type="button" className={button} disabled={action.busy} onClick={() => void update({ disabled: operator.disabledAt === null })}>
        {operator.disabledAt === null ? t('desk:operators.disable') : t('desk:operators.enable')}
      </button>
      <span role={outcome?.ok === false ? 'alert' : 'status'} className={outcome?.ok === false ? 'text-sm text-red-700' : 'text-sm text-green-800'}>
        {outcome?.text ?? ''}
      </span>
    </div>
  );
}
