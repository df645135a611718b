import { useState, type SubmitEvent } from 'react';
import { ANNOUNCEMENT_TITLE_MAX, type DeskAnnouncement } from '../../../../contract/desk-announcements';
import type { LanguageCode } from '../../../../contract/language';
import { addAnnouncement, updateAnnouncement } from '../../../lib/desk/announcement-actions';
import { instantOfSiteTime, siteTimeInput } from '../../../lib/desk/site-time';
import { TextField } from '../../forms/fields';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { ProblemLine, useDeskAction } from './ActionProblem';
import { RichTextField, useRichText } from './RichTextField';

interface Props extends TranslatedProps {
  /** The announcement to edit; null adds one in `language`. */
  announcement: Pick<DeskAnnouncement, 'id' | 'title' | 'html' | 'startsAt' | 'endsAt'> | null;
  language: LanguageCode;
  /** The site's clock, minutes east of UTC: the times are entered in it. */
  timezoneOffset: number;
  /** The instant the page was rendered: a new announcement starts then unless told otherwise. */
  now: string;
}

/**
 * An announcement's title, rich-text body (the content desk's one editor), start and
 * optional end, entered in the site's clock (docs/product.md, "Content desk"). The server
 * sanitises the body; a double click saves once.
 */
export default function AnnouncementForm(props: Props) {
  const t = useTranslator(props);
  const { announcement, timezoneOffset } = props;
  const [title, setTitle] = useState(announcement?.title ?? '');
  const [start, setStart] = useState(siteTimeInput(announcement?.startsAt ?? props.now, timezoneOffset));
  const [end, setEnd] = useState(announcement?.endsAt ? siteTimeInput(announcement.endsAt, timezoneOffset) : '');
  const action = useDeskAction(t, props.lng);
  const richText = useRichText({ html: announcement?.html ?? '', language: props.language, size: 'answer' });
  const { editor } = richText;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void action.run(async () => {
      const startsAt = instantOfSiteTime(start, timezoneOffset);
      const endsAt = end === '' ? null : instantOfSiteTime(end, timezoneOffset);
      if (!editor || startsAt === null || (end !== '' && endsAt === null)) {
        action.setProblem(t('desk-content:announcements.time-invalid'));
        return;
      }
      if (endsAt !== null && endsAt <= startsAt) {
        action.setProblem(t('desk-content:announcements.end-before-start'));
        return;
      }
      const fields = { title, html: editor.getHTML(), startsAt, endsAt };
      if (announcement) await updateAnnouncement(announcement.id, fields);
      else await addAnnouncement({ ...fields, language: props.language });
      window.location.reload();
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <TextField name="title" label={t('desk-content:announcements.title-label')} value={title} onValueChange={setTitle}
        maxLength={ANNOUNCEMENT_TITLE_MAX} lang={props.language} required />
      <RichTextField richText={richText} label={t('desk-content:announcements.body')} t={t} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name="startsAt" type="datetime-local" label={t('desk-content:announcements.start')} value={start} onValueChange={setStart}
          hint={t('desk-content:announcements.time-hint')} required dir="ltr" />
        <TextField name="endsAt" type="datetime-local" label={t('desk-content:announcements.end')} value={end} onValueChange={setEnd}
          hint={t('desk-content:announcements.end-hint')} dir="ltr" />
      </div>
      <button type="submit" disabled={action.busy || !editor || title.trim() === ''}
        className="rounded-md bg-primary-ink px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
        {t('desk-content:announcements.save')}
      </button>
      <ProblemLine problem={action.problem} />
    </form>
  );
}
