/** Shared by the crash test and the provider process it kills. */
export const CRASH_PAY_PASSWORD = '246813';
export const CRASH_ORDERS = 60;
export const CRASH_OPENING_BALANCE_FEN = 1_000_000;
