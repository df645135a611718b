import { useId, useState, type SubmitEvent } from 'react';
import { HOW_TO_NAME_MAX, HOW_TO_REMARK_MAX, type HowToStep } from '../../../../contract/desk-how-to';
import type { SiteLanguage } from '../../../lib/desk/content-desk';
import { addHowToStep, updateHowToStep } from '../../../lib/desk/how-to-actions';
import { isUploadablePicture } from '../../../lib/uploads/upload-picture';
import { inputClass, TextField } from '../../forms/fields';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { ProblemLine, useDeskAction } from './ActionProblem';
import { RichTextField, useRichText } from './RichTextField';

interface Props extends TranslatedProps {
  /** The language of the list the step is in. */
  language: SiteLanguage;
  /** The step to edit; null adds one last (with a picture). */
  step: Pick<HowToStep, 'id' | 'stepName' | 'stepRemark' | 'stepDesc'> | null;
}

/**
 * A how-to-use step's name, remark, picture and rich-text description (docs/product.md, "Content
 * desk"), written in the list's language; the provider sanitises the description. Adding needs a
 * JPEG or PNG picture; editing keeps the step's picture unless a new one is chosen.
 */
export default function HowToStepForm(props: Props) {
  const t = useTranslator(props);
  const id = useId();
  const [stepName, setStepName] = useState(props.step?.stepName ?? '');
  const [stepRemark, setStepRemark] = useState(props.step?.stepRemark ?? '');
  const [picture, setPicture] = useState<File | null>(null);
  const richText = useRichText({ html: props.step?.stepDesc ?? '', language: props.language.code, size: 'answer' });
  const action = useDeskAction(t, props.lng);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void action.run(async () => {
      const { editor } = richText;
      if (!editor) return;
      if (stepName.trim() === '' || editor.isEmpty) {
        action.setProblem(t('desk-content:howTo.words-required'));
        return;
      }
      if (picture ? !isUploadablePicture(picture) : props.step === null) {
        action.setProblem(t('desk-content:howTo.picture-required'));
        return;
      }
      const words = { stepName: stepName.trim(), stepRemark: stepRemark.trim(), stepDesc: editor.getHTML() };
      if (props.step !== null) await updateHowToStep(props.step.id, words, picture);
      else if (picture) await addHowToStep(props.language.code, words, picture);
      window.location.reload();
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <TextField name="stepName" lang={props.language.lang} dir="auto" maxLength={HOW_TO_NAME_MAX} required label={t('desk-content:howTo.name')}
        value={stepName} onValueChange={setStepName} />
      <TextField name="stepRemark" lang={props.language.lang} dir="auto" maxLength={HOW_TO_REMARK_MAX} label={t('desk-content:howTo.remark')}
        hint={t('desk-content:howTo.remark-hint')} value={stepRemark} onValueChange={setStepRemark} />
      <div>
        <label htmlFor={`${id}-picture`} className="block text-sm font-medium text-gray-800">{t('desk-content:howTo.picture')}</label>
        <input id={`${id}-picture`} name="picture" type="file" accept="image/jpeg,image/png" required={props.step === null}
          aria-describedby={props.step === null ? undefined : `${id}-picture-hint`} className={`mt-1 ${inputClass}`}
          onChange={(event) => setPicture(event.target.files?.[0] ?? null)} />
        {props.step !== null && <p id={`${id}-picture-hint`} className="mt-1 text-xs text-gray-600">{t('desk-content:howTo.picture-keep')}</p>}
      </div>
      <RichTextField richText={richText} label={t('desk-content:howTo.description')} t={t} />
      <button type="submit" disabled={action.busy || !richText.editor} className="rounded-md bg-primary-ink px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
        {t(props.step === null ? 'desk-content:howTo.add-button' : 'desk-content:howTo.save')}
      </button>
      <ProblemLine problem={action.problem} />
    </form>
  );
}
