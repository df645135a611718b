import { navigate } from 'astro:transitions/client';
import type { TFunction } from '../../lib/i18n/translator';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { ErrorCode, useDropzone, type FileRejection } from 'react-dropzone';
import {
  IMAGE_SEARCH_LIMITS, failureDetailOf, imageSearchHref, isSearchImageType, shrinkImage,
} from '../../lib/search/image-search';
import { uploadImageToSearch } from '../../lib/search/image-search-actions';
import { pushToast } from '../../lib/toasts/toasts';
import { Icon } from '../Icon';
import type { TranslationKey } from '../../lib/i18n/translator';

interface Props {
  id: string;
  t: TFunction;
  /** Asked to close (close button, Escape, a click elsewhere); never while uploading. */
  onClose: () => void;
  /** The button that opened the panel: a click on it is not a click elsewhere. */
  opener: RefObject<HTMLElement | null>;
}

const ACCEPT = Object.fromEntries(
  Object.entries(IMAGE_SEARCH_LIMITS.types).map(([type, ext]) => [type, ext === 'jpg' ? ['.jpg', '.jpeg'] : [`.${ext}`]]),
);

/** The toast of each reason a file is refused (docs/product.md, "Image search"). */
const REJECTION_MESSAGES: Record<string, TranslationKey> = {
  [ErrorCode.FileTooLarge]: 'image-search.image-size-limit',
  [ErrorCode.FileInvalidType]: 'image-search.image-type-limit',
  [ErrorCode.TooManyFiles]: 'dropzone.too-many-files',
};

function toastRejections(rejections: FileRejection[]) {
  const keys = new Set(rejections.flatMap((r) => r.errors.map((e) => REJECTION_MESSAGES[e.code] ?? 'image-search.image-type-limit')));
  for (const key of keys) pushToast({ kind: 'error', key, messageKey: key });
}

/**
 * The image search panel (docs/product.md, "Image search"): drop or pick one JPEG or PNG of at most
 * 10 MB; it is shrunk to 200 px, uploaded with a PRODUCT_SEARCH token, and the shopper
 * lands on its results. While it uploads, another upload and closing are blocked.
 */
export default function ImageSearchPanel({ id, t, onClose, opener }: Props) {
  const [uploading, setUploading] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  async function search(file: File) {
    if (!isSearchImageType(file.type)) return;
    setUploading(true);
    try {
      const image = await shrinkImage(file, file.type);
      const imageUrl = await uploadImageToSearch(image, file.type, file.name);
      // The panel closes with the page change.
      await navigate(imageSearchHref(imageUrl));
    } catch (error) {
      pushToast({ kind: 'error', messageKey: 'image-search.upload-image-failed', values: { detail: failureDetailOf(error) } });
    } finally {
      setUploading(false);
    }
  }

  // The zone takes drops; the button inside it is the one control that opens the picker
  // (a zone that were itself a button could not hold the file input).
  const { getRootProps, getInputProps, isDragReject, isDragAccept, open } = useDropzone({
    accept: ACCEPT,
    maxSize: IMAGE_SEARCH_LIMITS.maxBytes,
    multiple: false,
    maxFiles: 1,
    disabled: uploading,
    noClick: true,
    noKeyboard: true,
    onDropAccepted: ([file]) => {
      if (file) void search(file);
    },
    onDropRejected: toastRejections,
    onError: () => pushToast({ kind: 'error', key: 'no-file-picker', messageKey: 'image-search.no-file-picker' }),
  });

  useEffect(() => {
    if (uploading) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !opener.current?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [uploading, onClose, opener]);

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      aria-busy={uploading}
      className="absolute end-0 top-full z-40 mt-2 flex h-[322px] w-[min(24rem,calc(100vw-2rem))] flex-col rounded-xl border border-gray-200 bg-white p-4 shadow-xl"
    >
      <div className="flex items-center justify-between">
        <h2 id={titleId} className="text-sm font-semibold text-gray-900">{t('image-search.title')}</h2>
        <button
          type="button"
          onClick={onClose}
          disabled={uploading}
          aria-label={t('image-search.close')}
          title={t('image-search.close')}
          className="grid size-8 place-items-center rounded text-gray-600 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Icon name="close" className="size-4" />
        </button>
      </div>
      <div
        {...getRootProps()}
        data-dropzone=""
        data-drag={isDragReject ? 'reject' : isDragAccept ? 'accept' : undefined}
        className="mt-3 flex flex-1 flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-gray-300 p-4 text-center text-sm text-gray-700 data-[drag=accept]:border-primary-ink data-[drag=accept]:bg-primary/10 data-[drag=reject]:border-red-600 data-[drag=reject]:bg-red-50"
      >
        <input {...getInputProps()} />
        {uploading ? (
          <>
            <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-gray-200 border-t-primary-ink motion-reduce:animate-none" />
            <p role="status">{t('image-search.uploading')}</p>
          </>
        ) : (
          <>
            <Icon name="camera" className="size-10 text-gray-400" />
            <p>{isDragAccept ? t('image-search.drop-active') : t('image-search.drop')}</p>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the panel opens on the shopper's request: focus goes to its one action (the dialog pattern), not on page load */}
            <button type="button" autoFocus onClick={open} className="rounded-lg bg-primary-ink px-4 py-2 font-medium text-white hover:opacity-90">
              {t('image-search.choose')}
            </button>
            {isDragReject && <p role="alert" className="font-medium text-red-700">{t('image-search.limit-tip')}</p>}
          </>
        )}
      </div>
    </div>
  );
}
