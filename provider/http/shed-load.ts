import { type LoadShedder, OVERLOAD_RETRY_AFTER_SECONDS } from './load-shedder';
import { problemResponse } from './problem';

export const overloadedProblem = (): Response =>
  problemResponse({
    status: 503,
    code: 'OVERLOADED',
    detail: 'The server is busy: try again in a moment.',
    headers: { 'Retry-After': String(OVERLOAD_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });

/** The stand-alone provider's front door: refuses at once when saturated, before any routing or database work. */
export function shedLoad<Rest extends unknown[]>(
  shedder: LoadShedder, fetch: (request: Request, ...rest: Rest) => Response | Promise<Response>,
) {
  return async (request: Request, ...rest: Rest): Promise<Response> => {
    const admitted = shedder.tryEnter();
    if (!admitted) return overloadedProblem();
    try {
      await admitted.started;
      return await fetch(request, ...rest);
    } finally {
      admitted.release();
    }
  };
}
