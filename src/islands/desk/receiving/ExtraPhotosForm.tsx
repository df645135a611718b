import { useState, type SubmitEvent } from 'react';
import { addExtraPhotos } from '../../../lib/desk/receiving/receiving-actions';
import { ui } from '../../ui/ui';
import { useAction } from '../../use-action';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { PhotoPicker } from './PhotoPicker';
import { receivingErrorText } from './receiving-errors';

interface Props extends TranslatedProps {
  lineId: number;
  item: string;
}

/** Uploads the extra QC photos a shopper asked for of one arrived line and marks them done. */
export default function ExtraPhotosForm(props: Props) {
  const t = useTranslator(props);
  const [files, setFiles] = useState<File[]>([]);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const action = useAction((failure) => setError(receivingErrorText(t, props.lng, failure)));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (files.length === 0) {
      setError(t('desk-receiving:photos.required'));
      return;
    }
    void action.run(async () => {
      await addExtraPhotos(props.lineId, files);
      setDone(true);
    });
  };

  if (done) return <p role="status" className="text-sm text-green-900">{t('desk-receiving:extra.done')}</p>;
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <PhotoPicker id={`extra-${props.lineId}`} label={t('desk-receiving:photos.of', { item: props.item })} files={files} onFiles={setFiles} t={t} />
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
      <button type="submit" className={ui.primaryButton} disabled={action.busy}>
        {action.busy ? t('desk-receiving:receive.busy') : t('desk-receiving:extra.submit')}
      </button>
    </form>
  );
}
