import type { TransitOptionCopy } from './site-copy';

// Amounts and day ranges are isolated left to right, so an Arabic table shows ¥12.00 and
// 5–9, never 12.00¥ or 9–5.
const yuan = (fen: number): string => `<bdi dir="ltr">¥${(fen / 100).toFixed(2)}</bdi>`;

/** The transit fee table of the ABOUT_TRANSIT_FEE article, built from the tenant's own options. */
export function feesTableHtml(
  options: readonly TransitOptionCopy[],
  headings: { option: string; firstWeight: string; extra: string; days: string },
  units: { grams: string; days: string },
): string {
  const rows = options.map((option) => `    <tr><td>${option.name}</td>` +
    `<td>${yuan(option.firstFeeFen)} / ${option.firstWeightG} ${units.grams}</td>` +
    `<td>${yuan(option.extraFeePer500gFen)} / 500 ${units.grams}</td>` +
    `<td><bdi dir="ltr">${option.minDays}–${option.maxDays}</bdi> ${units.days}</td></tr>`);
  return [
    '<table>',
    `  <thead><tr><th>${headings.option}</th><th>${headings.firstWeight}</th><th>${headings.extra}</th><th>${headings.days}</th></tr></thead>`,
    '  <tbody>',
    ...rows,
    '  </tbody>',
    '</table>',
  ].join('\n');
}
