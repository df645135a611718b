import type { TransitOptionCopy } from './site-copy';

const yuan = (fen: number): string => `¥${(fen / 100).toFixed(2)}`;

/** The transit fee table of the ABOUT_TRANSIT_FEE article, built from the tenant's own options. */
export function feesTableHtml(
  options: readonly TransitOptionCopy[],
  headings: { option: string; firstWeight: string; extra: string; days: string },
  units: { grams: string; days: string },
): string {
  const rows = options.map((option) => `    <tr><td>${option.name}</td>` +
    `<td>${yuan(option.firstFeeFen)} / ${option.firstWeightG} ${units.grams}</td>` +
    `<td>${yuan(option.extraFeePer500gFen)} / 500 ${units.grams}</td>` +
    `<td>${option.minDays}–${option.maxDays} ${units.days}</td></tr>`);
  return [
    '<table>',
    `  <thead><tr><th>${headings.option}</th><th>${headings.firstWeight}</th><th>${headings.extra}</th><th>${headings.days}</th></tr></thead>`,
    '  <tbody>',
    ...rows,
    '  </tbody>',
    '</table>',
  ].join('\n');
}
