import { useState } from 'react';
import { move, remove, type OrderTarget } from '../../../lib/desk/home-actions';
import { ConfirmDialog } from '../../ui/Dialogs';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { ProblemLine, useDeskAction } from './ActionProblem';

interface Props extends TranslatedProps {
  target: OrderTarget;
  /** Names the banner, section, product or entry for a screen reader ("Move Staff picks up"). */
  name: string;
  first: boolean;
  last: boolean;
  /** When given, Remove asks this first (in the page's words); without it Remove acts at once. */
  confirmRemoval?: { title: string; message: string; keep: string };
}

const button = 'rounded-md border border-gray-300 bg-white px-3 py-1 text-sm hover:bg-gray-100 disabled:opacity-50';

/** Move up, move down and remove for one banner, section, pinned product or FAQ entry (docs/product.md, "Content desk"); the page then loads again. */
export default function OrderControls(props: Props) {
  const t = useTranslator(props);
  const action = useDeskAction(t, props.lng);
  const [asking, setAsking] = useState(false);
  const act = (step: () => Promise<void>) => action.run(async () => {
    await step();
    window.location.reload();
  });
  const removal = () => act(() => remove(props.target));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={button} disabled={action.busy || props.first} aria-label={t('desk-content:home.up-label', { name: props.name })}
        onClick={() => void act(() => move(props.target, 'up'))}>{t('desk-content:home.up')}</button>
      <button type="button" className={button} disabled={action.busy || props.last} aria-label={t('desk-content:home.down-label', { name: props.name })}
        onClick={() => void act(() => move(props.target, 'down'))}>{t('desk-content:home.down')}</button>
      <button type="button" className={`${button} text-red-800`} disabled={action.busy} aria-label={t('desk-content:home.remove-label', { name: props.name })}
        onClick={() => (props.confirmRemoval ? setAsking(true) : void removal())}>{t('desk-content:home.remove')}</button>
      <ProblemLine problem={action.problem} />
      {props.confirmRemoval && (
        <ConfirmDialog open={asking} title={props.confirmRemoval.title} message={props.confirmRemoval.message}
          confirmLabel={t('desk-content:home.remove')} cancelLabel={props.confirmRemoval.keep}
          onClose={() => setAsking(false)} onConfirm={() => { setAsking(false); void removal(); }} />
      )}
    </div>
  );
}
