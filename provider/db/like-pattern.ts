/** A keyword as an ILIKE pattern that finds it anywhere: `%` and `_` in it are literal characters, not patterns. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
