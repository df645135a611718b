import type { LineOption } from '../../../contract/line-options';
import { isTranslated, optionsText, originalOptionsText } from '../../lib/product/line-options';

interface Props {
  title: string;
  originalTitle?: string | undefined;
  options: readonly LineOption[];
  /** "Show original", in the page's language. */
  showOriginal: string;
}

/**
 * A cart, checkout, order or parcel line's options in the shopper's language, with the
 * marketplace's title and options one tap away, as the product page shows them. Rendered on
 * the server by Astro pages and inside islands alike.
 */
export function LineOptions({ title, originalTitle, options, showOriginal }: Props) {
  const text = optionsText(options);
  return (
    <>
      {text && <p className="text-sm text-gray-600" data-line-options>{text}</p>}
      {isTranslated({ title, originalTitle, options }) && (
        <details className="text-xs text-gray-600" data-original>
          <summary className="cursor-pointer text-primary-ink hover:underline">{showOriginal}</summary>
          <p lang="zh-CN" className="mt-1">
            {originalTitle}
            {originalTitle && options.length > 0 && <br />}
            {originalOptionsText(options)}
          </p>
        </details>
      )}
    </>
  );
}
