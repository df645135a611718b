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
 * Remembers that the provider stopped answering (no answer, a timeout, or a gateway
 * error), so that for `openMs` callers fail at once instead of each waiting out its own
 * timeout: pages show their error state immediately. The first call after that tries
 * again, so pages recover by themselves.
 */
export function createCircuitBreaker({ openMs, now = Date.now }: BreakerOptions) {
  let openUntil = 0;
  const breaker = {
    isOpen: () => now() < openUntil,
    trip: () => {
      openUntil = now() + openMs;
    },
    /** Records what an answer says about the provider's health and passes it on. */
    observe: (response: Response) => {
      if (UNAVAILABLE.has(response.status)) breaker.trip();
      return response;
    },
    /** A transport that fails fast while open and trips on any failure. */
    guard:
      (transport: Fetch): Fetch =>
      async (request) => {
        if (breaker.isOpen()) throw new ProviderUnavailableError();
        try {
          return breaker.observe(await transport(request));
        } catch (error) {
          breaker.trip();
          throw error;
        }
      },
  };
  return breaker;
}
export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;
