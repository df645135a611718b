import { Fen } from '../../../../contract/bounds';
import type { StockInParcel } from '../../../../contract/transit';
import { fenOfYuanText } from '../../../lib/money/yuan-text';

/** One line of a chosen parcel, declared to customs at what the goods cost unless the shopper says otherwise. */
export interface CustomsLine {
  key: string;
  purchaseParcelId: number;
  lineIndex: number;
  title: string;
  quantity: number;
  defaultFen: number;
}

/** Declared values as typed, by line key; a line not typed in keeps its default. */
export type DeclaredTexts = Record<string, string>;

export const customsLinesOf = (parcels: StockInParcel[]): CustomsLine[] =>
  parcels.flatMap((parcel) => parcel.lines.map((line, lineIndex) => ({
    key: `${parcel.id}:${lineIndex}`, purchaseParcelId: parcel.id, lineIndex, title: line.title, quantity: line.quantity,
    defaultFen: line.quantity * line.unitValue,
  })));

/** A line's declared value in fen, or null when what was typed is not an amount the contract takes. */
export function declaredFenOf(line: CustomsLine, declared: DeclaredTexts): number | null {
  const typed = declared[line.key];
  if (typed === undefined) return line.defaultFen;
  const fen = fenOfYuanText(typed);
  return fen !== null && Fen.safeParse(fen).success ? fen : null;
}

/** The request's declared values: only the lines whose value differs from the default. */
export const declaredValuesOf = (lines: CustomsLine[], declared: DeclaredTexts) =>
  lines.flatMap((line) => {
    const value = declaredFenOf(line, declared);
    return value === null || value === line.defaultFen ? [] : [{ purchaseParcelId: line.purchaseParcelId, lineIndex: line.lineIndex, value }];
  });
