import type { TFunction } from '../../../lib/i18n/translator';

interface Props {
  id: string;
  label: string;
  files: readonly File[];
  onFiles: (files: File[]) => void;
  t: TFunction;
}

/**
 * QC photos from the phone's camera (`capture`) or the computer's files: each pick adds to the
 * ones taken before, since a phone's camera takes one photo at a time.
 */
export function PhotoPicker({ id, label, files, onFiles, t }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">{label}</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        className="mt-1 block w-full text-sm"
        onChange={(event) => {
          onFiles([...files, ...Array.from(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
      <p className="mt-1 text-sm text-gray-700" aria-live="polite">
        {t('desk-receiving:photos.count', { n: files.length })}
        {files.length > 0 && (
          <button type="button" className="ms-3 underline" onClick={() => onFiles([])}>{t('desk-receiving:photos.clear')}</button>
        )}
      </p>
    </div>
  );
}
