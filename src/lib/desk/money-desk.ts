import { formatMoney } from '../../../contract/money-format';
import { htmlLang, type Language } from '../i18n/languages';

/** Amounts on the desk: CNY fen as yuan with two decimals, whatever the shop's currency, written the desk language's way (`CN¥1,234.50`, `1 234,50 CN¥`). */
export const formatCny = (fen: number, lng: Language): string => formatMoney(fen, { cnyExchangeRate: 1, currency: 'CNY' }, { locale: htmlLang(lng) });

/** Yuan as an operator types it (`12.5`, `-3`) to whole fen; NaN for anything else, which the contract refuses. */
export const yuanToFen = (text: string): number => (/^-?\d{1,8}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN);

/** The money desk's pages. */
export const MONEY_PATHS = {
  home: '/desk/money',
  deposits: '/desk/money/deposits',
  withdrawals: '/desk/money/withdrawals',
  reconciliation: '/desk/money/reconciliation',
} as const;
