import { useState, type SubmitEvent } from 'react';
import { FAQ_QUESTION_MAX } from '../../../../contract/desk-content-lists';
import type { SiteLanguage } from '../../../lib/desk/content-desk';
import { saveFaq } from '../../../lib/desk/faq-actions';
import { TextField } from '../../forms/fields';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { ProblemLine, useDeskAction } from './ActionProblem';
import { RichTextField, useRichText } from './RichTextField';

interface Props extends TranslatedProps {
  /** The entry to edit; null adds one at the end of the language's list. */
  faqId: number | null;
  language: SiteLanguage;
  question: string;
  answerHtml: string;
}

/**
 * One FAQ entry's question and rich-text answer (docs/product.md, "Content desk"), written in
 * the entry's language; the provider sanitises the answer. Saved once per click; the page then
 * loads again with the list as the site now shows it.
 */
export default function FaqForm(props: Props) {
  const t = useTranslator(props);
  const [question, setQuestion] = useState(props.question);
  const richText = useRichText({ html: props.answerHtml, language: props.language.code, size: 'answer' });
  const action = useDeskAction(t, props.lng);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void action.run(async () => {
      const { editor } = richText;
      if (!editor) return;
      if (question.trim() === '' || editor.isEmpty) {
        action.setProblem(t('desk-content:faq.both-required'));
        return;
      }
      await saveFaq(props.faqId, props.language.code, { question: question.trim(), answerHtml: editor.getHTML() });
      window.location.reload();
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <TextField name="question" lang={props.language.lang} dir="auto" maxLength={FAQ_QUESTION_MAX} required label={t('desk-content:faq.question')}
        value={question} onValueChange={setQuestion} />
      <RichTextField richText={richText} label={t('desk-content:faq.answer')} t={t} />
      <button type="submit" disabled={action.busy || !richText.editor} className="rounded-md bg-primary-ink px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
        {t(props.faqId === null ? 'desk-content:faq.add-button' : 'desk-content:faq.save')}
      </button>
      <ProblemLine problem={action.problem} />
    </form>
  );
}
