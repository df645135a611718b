type Fetch = (input: Request) => Promise<Response>;

export class ProviderUnavailableError extends Error {
  constructor() {
    super('The provider is unavailable');
    this.name = 'ProviderUnavailableError';
  }
}

export interface BreakerOptions {
  /** After a failure, calls fail at once for this long instead of waiting on a dead provider. */
  openMs: number;
  now?: () => number;
}

const UNAVAILABLE = new Set([502, 503, 504]);

/**
 * Wraps the server's transport to the provider: when it fails (no answer, timeout, or a
 * gateway error) further calls fail immediately for `openMs`, so pages answer at once
 * with their error state; the first call after that tries again, so pages recover.
 */
export function withCircuitBreaker(transport: Fetch, { openMs, now = Date.now }: BreakerOptions): Fetch {
  let openUntil = 0;
  return async (request) => {
    if (now() < openUntil) throw new ProviderUnavailableError();
    try {
      const response = await transport(request);
      if (UNAVAILABLE.has(response.status)) openUntil = now() + openMs;
      return response;
    } catch (error) {
      openUntil = now() + openMs;
      throw error;
    }
  };
}
