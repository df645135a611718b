/**
 * A product as a tile: search results, the home page's groups and the watch history.
 * A React component so that the server (static, no JavaScript) and the watch-history
 * island draw the same markup. The name is the link's text, so the picture is decorative.
 */
interface Props {
  href: string;
  image: string;
  name: string;
  /** Already formatted in the tenant's currency. */
  price: string;
  shopName?: string | undefined;
  /** Already formatted, e.g. "1,234 sold". */
  sales?: string | undefined;
  /** In the first screen: its picture is fetched at once and first, not when laid out. */
  priority?: boolean | undefined;
}

export function ProductTile({ href, image, name, price, shopName, sales, priority = false }: Props) {
  return (
    <a href={href} className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white hover:border-primary-ink focus-visible:border-primary-ink">
      <img src={image} alt="" width={300} height={300} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} decoding="async" className="aspect-square w-full bg-gray-100 object-cover" />
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="line-clamp-2 text-sm text-gray-900 group-hover:text-primary-ink">{name}</span>
        <span className="mt-auto pt-1 font-semibold text-gray-900">{price}</span>
        {(shopName || sales) && (
          // A shop name is often Chinese, then its English ("杭州潮流3号店 Hangzhou Trend Store 3"): on a
          // narrow card it takes two lines rather than being cut to the part the shopper cannot read;
          // in its own direction, so a right-to-left page cuts it at its end.
          <span className="flex flex-wrap items-end justify-between gap-x-2 text-xs text-gray-600">
            <span className="line-clamp-2 min-w-0 break-words" dir="auto" data-shop-name title={shopName}>{shopName}</span>
            {sales && <span className="shrink-0">{sales}</span>}
          </span>
        )}
      </span>
    </a>
  );
}

/** A grid's tile; `original` is the marketplace's title of a translated one, shown on request under it. */
export interface GridTile extends Props {
  original?: string | undefined;
}

/**
 * The tiles of a server-rendered grid in one React render: rendered one by one from Astro,
 * each tile cost a React render of its own (and Astro's check of its renderer), more than the tile.
 */
export function ProductTiles({ tiles, showOriginalLabel }: { tiles: GridTile[]; showOriginalLabel: string }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {tiles.map(({ original, ...tile }, i) => (
        <li key={`${String(i)}:${tile.href}`} className="flex flex-col gap-1">
          <ProductTile {...tile} />
          {original && (
            <details className="px-1 text-xs text-gray-600" data-original>
              <summary className="cursor-pointer text-primary-ink hover:underline">{showOriginalLabel}</summary>
              <p lang="zh-CN" className="mt-1">{original}</p>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
