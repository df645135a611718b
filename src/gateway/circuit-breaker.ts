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
  /**
   * Gateway-error answers in a row that open it (1 by default); no answer at all (refused, timed
   * out) always opens it at once.
   */
  failuresToOpen?: number;
  now?: () => number;
}

const UNAVAILABLE = new Set([502, 503, 504]);
/** The provider's readiness probe answers 503 while it is still starting: an answer, not a failure. */
const READINESS_PATH = '/api/health/ready';

/**
 * Whether an answer says the provider failed: a gateway error, except a busy provider's
 * OVERLOADED refusal (it is up and shedding; tripping would refuse everyone for `openMs`)
 * and the readiness probe's "not yet".
 */
async function isProviderFailure(request: Request, response: Response): Promise<boolean> {
  if (!UNAVAILABLE.has(response.status)) return false;
  if (response.status !== 503) return true;
  if (new URL(request.url).pathname === READINESS_PATH) return false;
  if (!response.headers.get('content-type')?.includes('application/problem+json')) return true;
  const problem: unknown = await response.clone().json().catch(() => null);
  return !(typeof problem === 'object' && problem !== null && 'code' in problem && problem.code === 'OVERLOADED');
}

/**
 * Remembers that the provider stopped answering (no answer, a timeout, or `failuresToOpen`
 * gateway errors in a row other than an overload refusal), so that for `openMs` callers fail at
 * once instead of each waiting out its own timeout: pages show their error state immediately. The first call after that tries
 * again, so pages recover by themselves.
 */
export function createCircuitBreaker({ openMs, failuresToOpen = 1, now = Date.now }: BreakerOptions) {
  let openUntil = 0;
  let failuresInARow = 0;
  const breaker = {
    isOpen: () => now() < openUntil,
    trip: () => {
      failuresInARow = 0;
      openUntil = now() + openMs;
    },
    /** Records what the answer to `request` says about the provider's health and passes it on. */
    observe: async (request: Request, response: Response) => {
      if (!(await isProviderFailure(request, response))) failuresInARow = 0;
      else if (++failuresInARow >= failuresToOpen) breaker.trip();
      return response;
    },
    /** A transport that fails fast while open and trips on any failure. */
    guard:
      (transport: Fetch): Fetch =>
      async (request) => {
        if (breaker.isOpen()) throw new ProviderUnavailableError();
        try {
          return await breaker.observe(request, await transport(request));
        } catch (error) {
          breaker.trip();
          throw error;
        }
      },
  };
  return breaker;
}
export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;
