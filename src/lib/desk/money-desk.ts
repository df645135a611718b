import { formatMoney } from '../../../contract/money-format';

/** Amounts on the money desk: CNY fen as yuan with two decimals (`1,234.50 CNY`), whatever the shop's currency. */
export const formatCny = (fen: number): string => formatMoney(fen, { cnyExchangeRate: 1, currency: 'CNY' });

/** Yuan as an operator types it (`12.5`, `-3`) to whole fen; NaN for anything else, which the contract refuses. */
export const yuanToFen = (text: string): number => (/^-?\d{1,8}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN);

/** The money desk's pages. */
export const MONEY_PATHS = {
  home: '/desk/money',
  deposits: '/desk/money/deposits',
  withdrawals: '/desk/money/withdrawals',
  reconciliation: '/desk/money/reconciliation',
} as const;
