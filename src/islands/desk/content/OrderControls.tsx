import { move, remove, type OrderTarget } from '../../../lib/desk/home-actions';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { ProblemLine, useDeskAction } from './ActionProblem';

interface Props extends TranslatedProps {
  target: OrderTarget;
  /** Names the banner, section or product for a screen reader ("Move Staff picks up"). */
  name: string;
  first: boolean;
  last: boolean;
  /** When given, removing first asks this question and acts only on yes. */
  confirmRemove?: string;
}

const button = 'rounded-md border border-gray-300 bg-white px-3 py-1 text-sm hover:bg-gray-100 disabled:opacity-50';

/** Move up, move down and remove for one banner, section or pinned product (docs/product.md, "Content desk"); the page then loads again. */
export default function OrderControls(props: Props) {
  const t = useTranslator(props);
  const action = useDeskAction(t, props.lng);
  const act = (step: () => Promise<void>) => action.run(async () => {
    await step();
    window.location.reload();
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={button} disabled={action.busy || props.first} aria-label={t('desk-content:home.up-label', { name: props.name })}
        onClick={() => void act(() => move(props.target, 'up'))}>{t('desk-content:home.up')}</button>
      <button type="button" className={button} disabled={action.busy || props.last} aria-label={t('desk-content:home.down-label', { name: props.name })}
        onClick={() => void act(() => move(props.target, 'down'))}>{t('desk-content:home.down')}</button>
      <button type="button" className={`${button} text-red-800`} disabled={action.busy} aria-label={t('desk-content:home.remove-label', { name: props.name })}
        onClick={() => { if (props.confirmRemove === undefined || window.confirm(props.confirmRemove)) void act(() => remove(props.target)); }}>{t('desk-content:home.remove')}</button>
      <ProblemLine problem={action.problem} />
    </div>
  );
}
