import { useState, type ComponentProps, type MouseEvent } from 'react';
import type { TFunction } from '../../lib/i18n/translator';
import { Lightbox } from './Lightbox';
import { useTranslator, type TranslatedProps } from '../use-translator';

interface ThumbnailsProps {
  photos: readonly string[];
  /** The list's name, also the lightbox's title ("QC photos of …"). */
  title: string;
  /** Each thumbnail's name (its image's alt text, so the link's name), by photo. */
  photoNames: readonly string[];
  /** The thumbnail's side in CSS pixels. */
  size: keyof typeof SIZE_CLASS;
  labels: PhotoLabels;
}

export type PhotoLabels = ComponentProps<typeof Lightbox>['labels'];

/** The lightbox's labels, from the `common` section `photos`. */
export const photoLabels = (t: TFunction): PhotoLabels => ({
  position: (n, total) => t('photos.position', { n, total }),
  previous: t('photos.previous'),
  next: t('photos.next'),
  close: t('photos.close'),
});

// Whole class names, so Tailwind sees them.
const SIZE_CLASS = { 48: 'size-12', 64: 'size-16', 72: 'size-18' } as const;

/** A click the browser should keep: a new tab or window (modifier keys, another button). */
const keptByBrowser = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Photos as thumbnails, each a plain link to the full picture (what works before and without
 * JavaScript), opened in the lightbox once hydrated: an accessible dialog that pages with the
 * arrow keys, closes with Escape, and gives focus back to the thumbnail. An island's part, with
 * the labels of its translator (`photoLabels`).
 */
export function PhotoThumbnails({ photos, title, photoNames, size, labels }: ThumbnailsProps) {
  const [index, setIndex] = useState<number | null>(null);

  const open = (event: MouseEvent, n: number) => {
    if (keptByBrowser(event)) return;
    event.preventDefault();
    setIndex(n);
  };

  return (
    <>
      <ul className="mt-1 flex flex-wrap gap-2" aria-label={title}>
        {photos.map((src, n) => (
          <li key={src}>
            <a href={src} onClick={(event) => open(event, n)} className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink">
              <img src={src} alt={photoNames[n] ?? ''} width={size} height={size} loading="lazy" className={`${SIZE_CLASS[size]} rounded-md border border-gray-200 object-cover`} />
            </a>
          </li>
        ))}
      </ul>
      <Lightbox
        images={photos}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        title={title}
        labels={labels}
      />
    </>
  );
}

/**
 * `PhotoThumbnails` as an island of its own: the lightbox's labels come from the `common`
 * section `photos`, which the page passes in `resources`.
 */
export default function PhotoGallery(props: TranslatedProps & Omit<ThumbnailsProps, 'labels'>) {
  const t = useTranslator(props);
  const { photos, title, photoNames, size } = props;
  return <PhotoThumbnails photos={photos} title={title} photoNames={photoNames} size={size} labels={photoLabels(t)} />;
}
