import { useId, useState, type SubmitEvent } from 'react';
import { replaceLogo } from '../../../lib/desk/settings-actions';
import { isUploadablePicture } from '../../../lib/uploads/upload-picture';
import { FormProblem } from '../../forms/FormProblem';
import { SubmitButton } from '../../forms/SubmitButton';
import { problemText } from '../../forms/problem-text';
import { shopperProblemOf } from '../../../lib/problem/shopper-problem';
import { useAction } from '../../use-action';
import { useTranslator, type TranslatedProps } from '../../use-translator';

/** The OWNER replaces the site's logo with a JPEG or PNG (docs/product.md, "Settings"); SVG is not taken. */
export default function LogoForm(props: TranslatedProps & { logoImage: string }) {
  const t = useTranslator(props);
  const id = useId();
  const [logo, setLogo] = useState(props.logoImage);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const action = useAction((error) => setProblem(problemText(t, props.lng, shopperProblemOf(error))));

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (action.busy) return;
    if (!file || !isUploadablePicture(file)) {
      setProblem(t('desk-settings:identity.logo.pick'));
      return;
    }
    setProblem(null);
    void action.run(async () => {
      setLogo((await replaceLogo(file)).logoImage);
      setFile(null);
      form.reset();
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormProblem text={problem} />
      {logo && <img src={logo} alt={t('desk-settings:identity.logo.current')} className="h-16 w-auto rounded border border-gray-200 bg-white p-1" />}
      <div>
        <label htmlFor={id} className="block text-sm font-medium">{t('desk-settings:identity.logo.file')}</label>
        <input id={id} type="file" accept="image/jpeg,image/png" aria-describedby={`${id}-hint`} className="mt-1 block w-full text-sm"
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">{t('desk-settings:identity.logo.hint')}</p>
      </div>
      <SubmitButton label={t('desk-settings:identity.logo.upload')} busyLabel={t('desk-settings:identity.logo.uploading')} busy={action.busy} needsScript
        className="rounded-md bg-primary-ink px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60" />
    </form>
  );
}
