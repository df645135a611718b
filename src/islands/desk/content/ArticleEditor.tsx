import { useId, useState } from 'react';
import type { ArticleRevision } from '../../../../contract/desk-content';
import type { LanguageCode } from '../../../../contract/language';
import type { ArticleType } from '../../../../contract/tenant';
import { publishArticleDraft, saveArticleDraft } from '../../../lib/desk/article-actions';
import { articlePreviewPath } from '../../../lib/desk/article-pages';
import { shopperProblemOf } from '../../../lib/problem/shopper-problem';
import { inputClass } from '../../forms/fields';
import { problemText } from '../../forms/problem-text';
import { useAction } from '../../use-action';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { RichTextField, useRichText } from './RichTextField';

interface Props extends TranslatedProps {
  type: ArticleType;
  language: LanguageCode;
  /** What the editor opens with: the draft, else the live article, else nothing. */
  title: string;
  html: string;
  draft: Pick<ArticleRevision, 'id'> | null;
}

const button = 'rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60';

/**
 * One article's editor on the content desk (docs/product.md, "Content desk"): the title and a
 * rich-text body (TipTap), saved as a draft, previewed on the page that shows it, then
 * published. The server sanitises what is saved; a double click saves or publishes once.
 */
export default function ArticleEditor(props: Props) {
  const t = useTranslator(props);
  const id = useId();
  const [title, setTitle] = useState(props.title);
  const [draft, setDraft] = useState(props.draft);
  // A change after the save makes the saved draft stale: preview and publish wait for the next save.
  const [dirty, setDirty] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const action = useAction<'save' | 'publish'>((error) => setOutcome({ ok: false, text: problemText(t, props.lng, shopperProblemOf(error)) }));
  const richText = useRichText({ html: props.html, language: props.language, size: 'article', onUpdate: () => setDirty(true) });
  const { editor } = richText;

  const save = () => action.run(async () => {
    if (!editor) return;
    setOutcome(null);
    const saved = await saveArticleDraft(props.type, props.language, { title, html: editor.getHTML() });
    setDraft(saved);
    setDirty(false);
    setOutcome({ ok: true, text: t('desk-content:editor.saved') });
  }, 'save');

  const publish = () => action.run(async () => {
    if (!draft) return;
    setOutcome(null);
    await publishArticleDraft(draft.id);
    window.location.reload();
  }, 'publish');

  const preview = draft && !dirty ? articlePreviewPath(props.type, props.language, draft.id) : null;
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-title`} className="block text-sm font-medium">{t('desk-content:editor.title-label')}</label>
        <input id={`${id}-title`} className={inputClass} value={title} maxLength={200} required lang={props.language}
          onChange={(event) => { setTitle(event.target.value); setDirty(true); }} />
      </div>
      <RichTextField richText={richText} label={t('desk-content:editor.body')} t={t} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={`${button} bg-primary-ink text-white`} disabled={action.busy || !editor || title.trim() === ''} onClick={() => void save()}>
          {t('desk-content:editor.save')}
        </button>
        {preview && <a href={preview} className="text-sm font-semibold text-primary-ink underline">{t('desk-content:editor.preview')}</a>}
        <button type="button" className={`${button} border border-gray-300 bg-white`} disabled={action.busy || !draft || dirty} onClick={() => void publish()}>
          {t('desk-content:editor.publish')}
        </button>
        <span role={outcome?.ok === false ? 'alert' : 'status'} className={outcome?.ok === false ? 'text-sm text-red-700' : 'text-sm text-green-800'}>
          {outcome?.text ?? ''}
        </span>
      </div>
      {draft && !articlePreviewPath(props.type, props.language, draft.id) && <p className="text-sm text-gray-700">{t('desk-content:editor.no-preview')}</p>}
    </div>
  );
}
