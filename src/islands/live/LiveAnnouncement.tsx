/** The polite live region an island says its live updates in (docs/product.md, "Live updates"); in the page from the start, so the words are read when they come. */
export function LiveAnnouncement({ text }: { text: string }) {
  return <p aria-live="polite" className="sr-only">{text}</p>;
}
