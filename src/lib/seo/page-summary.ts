/** What a page's head says about its content (docs/product.md, "Crawlers"): plain text and a picture from its HTML. */

const SUMMARY_LENGTH = 160;

/** The text of some HTML, tags dropped and white space collapsed. */
export const plainText = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

/** The first sentence or so of the HTML, as plain text, for the meta description. */
export function summary(html: string): string {
  const text = plainText(html);
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 3).replace(/\s\S*$/, '')}…` : text;
}

/** The address of the first picture in the HTML, if it has one. */
export const firstImage = (html: string): string | undefined => /<img\b[^>]*\ssrc="([^"]+)"/i.exec(html)?.[1];
