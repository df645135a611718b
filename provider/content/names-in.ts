/**
 * A shipping line's or warehouse's name in the first of `languages` (the request's, then the
 * tenant's default) it is named in, else its default name (docs/product.md, "Shipping lines").
 */
export const nameIn = (row: { name: string; names: Record<string, string> }, languages: readonly string[]): string =>
  languages.map((language) => row.names[language]).find((name) => name !== undefined) ?? row.name;
