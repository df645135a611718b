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
          <span className="flex items-center justify-between gap-2 text-xs text-gray-600">
            {/* The seller's own name, in its own direction: on a right-to-left page it is cut at its end, not its start. */}
            <span className="truncate" dir="auto" data-shop-name>{shopName}</span>
            {sales && <span className="shrink-0">{sales}</span>}
          </span>
        )}
      </span>
    </a>
  );
}
