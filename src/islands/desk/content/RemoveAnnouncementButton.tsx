import { useState } from 'react';
import { removeAnnouncement } from '../../../lib/desk/announcement-actions';
import { ConfirmDialog } from '../../ui/Dialogs';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { ProblemLine, useDeskAction } from './ActionProblem';

interface Props extends TranslatedProps {
  id: number;
  /** Names the announcement for a screen reader ("Remove Holiday hours") and in the confirm dialog. */
  title: string;
}

/** Removes one announcement after a confirm (docs/product.md, "Content desk"); the page then loads again. */
export default function RemoveAnnouncementButton(props: Props) {
  const t = useTranslator(props);
  const action = useDeskAction(t, props.lng);
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" disabled={action.busy} aria-label={t('desk-content:announcements.remove-label', { title: props.title })}
        className="rounded-md border border-gray-300 bg-white px-3 py-1 text-sm text-red-800 hover:bg-gray-100 disabled:opacity-50"
        onClick={() => setAsking(true)}>
        {t('desk-content:announcements.remove')}
      </button>
      <ProblemLine problem={action.problem} />
      <ConfirmDialog open={asking} title={t('desk-content:announcements.remove-title')}
        message={t('desk-content:announcements.remove-message', { title: props.title })}
        confirmLabel={t('desk-content:announcements.remove')} cancelLabel={t('desk-content:announcements.keep')}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void action.run(async () => {
            await removeAnnouncement(props.id);
            window.location.reload();
          });
        }} />
    </div>
  );
}
