import { EditorContent, useEditor } from '@tiptap/react';
import { useId, useState, type SubmitEvent } from 'react';
import { HOW_TO_NAME_MAX, HOW_TO_REMARK_MAX, type HowToStep } from '../../../../contract/desk-how-to';
import type { LanguageCode } from '../../../../contract/language';
import { addHowToStep, updateHowToStep } from '../../../lib/desk/how-to-actions';
import { isUploadablePicture } from '../../../lib/uploads/upload-picture';
import { inputClass, TextField } from '../../forms/fields';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { ProblemLine, useDeskAction } from './ActionProblem';
import { EditorToolbar } from './EditorToolbar';
import { richTextExtensions } from './rich-text';

interface Props extends TranslatedProps {
  /** The language of the list the step is in. */
  language: LanguageCode;
  /** The step to edit; null adds one (with a picture). */
  step: Pick<HowToStep, 'id' | 'stepName' | 'stepRemark' | 'stepDesc'> | null;
}

/**
 * A how-to-use step's name, remark, picture and description (docs/product.md, "Content desk").
 * Adding needs a JPEG or PNG picture; editing keeps the step's picture unless a new one is chosen.
 */
export default function HowToStepForm(props: Props) {
  const t = useTranslator(props);
  const id = useId();
  const [stepName, setStepName] = useState(props.step?.stepName ?? '');
  const [stepRemark, setStepRemark] = useState(props.step?.stepRemark ?? '');
  const [picture, setPicture] = useState<File | null>(null);
  const action = useDeskAction(t, props.lng);
  const editor = useEditor({
    extensions: richTextExtensions,
    content: props.step?.stepDesc ?? '',
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-desc-label`, lang: props.language,
        class: 'prose min-h-32 p-3 focus:outline-2 focus:outline-primary-ink',
      },
    },
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void action.run(async () => {
      if (!editor) return;
      if (picture && !isUploadablePicture(picture)) {
        action.setProblem(t('desk-content:howTo.picture-required'));
        return;
      }
      const words = { stepName, stepRemark, stepDesc: editor.isEmpty ? '' : editor.getHTML() };
      if (props.step !== null) await updateHowToStep(props.step.id, words, picture);
      else if (picture) await addHowToStep(props.language, words, picture);
      else {
        action.setProblem(t('desk-content:howTo.picture-required'));
        return;
      }
      window.location.reload();
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <TextField name="stepName" lang={props.language} maxLength={HOW_TO_NAME_MAX} required label={t('desk-content:howTo.name')}
        value={stepName} onValueChange={setStepName} />
      <TextField name="stepRemark" lang={props.language} maxLength={HOW_TO_REMARK_MAX} label={t('desk-content:howTo.remark')}
        hint={t('desk-content:howTo.remark-hint')} value={stepRemark} onValueChange={setStepRemark} />
      <div>
        <label htmlFor={`${id}-picture`} className="block text-sm font-medium text-gray-800">{t('desk-content:howTo.picture')}</label>
        <input id={`${id}-picture`} name="picture" type="file" accept="image/jpeg,image/png" required={props.step === null}
          aria-describedby={props.step === null ? undefined : `${id}-picture-hint`} className={`mt-1 ${inputClass}`}
          onChange={(event) => setPicture(event.target.files?.[0] ?? null)} />
        {props.step !== null && <p id={`${id}-picture-hint`} className="mt-1 text-xs text-gray-600">{t('desk-content:howTo.picture-keep')}</p>}
      </div>
      <div>
        <p id={`${id}-desc-label`} className="mb-1 text-sm font-medium text-gray-800">{t('desk-content:howTo.description')}</p>
        <div className="rounded-md border border-gray-300 bg-white">
          {editor && <EditorToolbar editor={editor} t={t} label={t('desk-content:editor.toolbar')} />}
          <EditorContent editor={editor} />
        </div>
      </div>
      <button type="submit" disabled={action.busy || !editor} className="rounded-md bg-primary-ink px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
        {t('desk-content:howTo.save')}
      </button>
      <ProblemLine problem={action.problem} />
    </form>
  );
}
