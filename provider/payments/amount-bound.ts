import { ORDER_FEN_MAX, withinOrderFenMax } from '../../contract/bounds';
import { ProblemError } from '../http/problem';

/**
 * Refuses (400 AMOUNT_TOO_LARGE) an amount computed from what the shopper asked for when it
 * passes the one bound of contract/bounds.ts, before it is summed further or stored.
 */
export function ensureWithinOrderFenMax(fen: number, what: string): void {
  if (!withinOrderFenMax(fen)) {
    throw new ProblemError({ status: 400, code: 'AMOUNT_TOO_LARGE', detail: `${what} would come to more than ${ORDER_FEN_MAX} fen.` });
  }
}
