import { removeAnnouncement } from '../../../lib/desk/announcement-actions';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { ProblemLine, useDeskAction } from './ActionProblem';

interface Props extends TranslatedProps {
  id: number;
  /** Names the announcement for a screen reader ("Remove Holiday hours"). */
  title: string;
}

/** Removes one announcement (docs/product.md, "Content desk"); the page then loads again. */
export default function RemoveAnnouncementButton(props: Props) {
  const t = useTranslator(props);
  const action = useDeskAction(t, props.lng);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" disabled={action.busy} aria-label={t('desk-content:announcements.remove-label', { title: props.title })}
        className="rounded-md border border-gray-300 bg-white px-3 py-1 text-sm text-red-800 hover:bg-gray-100 disabled:opacity-50"
        onClick={() => void action.run(async () => {
          await removeAnnouncement(props.id);
          window.location.reload();
        })}>
        {t('desk-content:announcements.remove')}
      </button>
      <ProblemLine problem={action.problem} />
    </div>
  );
}
