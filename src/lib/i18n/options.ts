/** Loading and interpolation limits (docs/product.md, "Limits"), shared by the server and browser translators. */
export const I18N_LIMITS = {
  parallelReads: 10,
  maxRetries: 5,
  retryDelayMs: 350,
  maxReplaces: 1000,
} as const;
