import { inArray } from 'drizzle-orm';
import type { LanguageCode } from '../../contract/language';
import type { LineOption } from '../../contract/line-options';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import type { Translator } from '../translation/translator';

/**
 * Catalog text in the reader's language, the one way every page reads it (docs/product.md,
 * "Cart"): Simplified Chinese reads the marketplace's titles and options as they are, English
 * the catalog's English titles, every other language a translation of the Chinese. The product
 * page, the cart, orders and parcels all go through here, so an option reads the same
 * everywhere and a line's title follows the page's language, not the one it was added in.
 */
export interface CatalogReader {
  translator: Translator;
  language: LanguageCode;
}

export interface CatalogTitle {
  name: string;
  /** The marketplace's title, when `name` is a translation. */
  originalName?: string;
}

/** Each product's title in the reader's language, in order. */
export async function titlesIn({ translator, language }: CatalogReader, rows: readonly { titleZh: string; titleEn: string }[]): Promise<CatalogTitle[]> {
  if (language === 'zh-CN') return rows.map((row) => ({ name: row.titleZh }));
  const names = language === 'en' ? rows.map((row) => row.titleEn) : await translator.translate(rows.map((row) => row.titleZh), 'zh-CN', language);
  return rows.map((row, i) => ({ name: names[i] ?? row.titleZh, originalName: row.titleZh }));
}

/** Each Chinese text in the reader's language where that differs from it (undefined where it does not, or for Chinese readers). */
export async function labelsIn({ translator, language }: CatalogReader, texts: readonly string[]): Promise<(string | undefined)[]> {
  if (language === 'zh-CN' || texts.length === 0) return texts.map(() => undefined);
  const labels = await translator.translate(texts, 'zh-CN', language);
  return texts.map((text, i) => (labels[i] !== undefined && labels[i] !== text ? labels[i] : undefined));
}

type Options = readonly { name: string; value: string }[];

/** Each line's options with their names and values labelled in the reader's language, by one translation of all of them. */
export async function optionsIn(reader: CatalogReader, lines: readonly Options[]): Promise<LineOption[][]> {
  const labels = await labelsIn(reader, lines.flat().flatMap((option) => [option.name, option.value]));
  let at = 0;
  return lines.map((options) => options.map(({ name, value }) => {
    const nameLabel = labels[at++];
    const valueLabel = labels[at++];
    return { name, value, ...(nameLabel === undefined ? {} : { nameLabel }), ...(valueLabel === undefined ? {} : { valueLabel }) };
  }));
}

/** A catalog line as the shopper reads it: its product, the title it was bought under, and its options. */
interface CatalogLine {
  productId: string | null;
  title: string;
  options: Options;
}

/** Lines with their titles from the catalog (the stored title where the product left it, and on custom lines) and their options labelled. */
export async function linesIn<L extends CatalogLine>(
  db: Database, reader: CatalogReader, lines: readonly L[],
): Promise<(Omit<L, 'options'> & { originalTitle?: string; options: LineOption[] })[]> {
  const productIds = [...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))];
  const rows = productIds.length === 0 ? [] : await db.select({ id: products.id, titleZh: products.titleZh, titleEn: products.titleEn })
    .from(products).where(inArray(products.id, productIds));
  const [titles, options] = await Promise.all([titlesIn(reader, rows), optionsIn(reader, lines.map((line) => line.options))]);
  const titleOf = new Map(rows.map((row, i) => [row.id, titles[i]]));
  return lines.map((line, i) => {
    const title = line.productId === null ? undefined : titleOf.get(line.productId);
    return {
      ...line,
      title: title?.name ?? line.title,
      ...(title?.originalName === undefined || title.originalName === title.name ? {} : { originalTitle: title.originalName }),
      options: options[i] ?? [],
    };
  });
}
