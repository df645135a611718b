/** The tenant's theme colour as the shell's CSS variables (docs/product.md, "Page shell"). */
export const DEFAULT_PRIMARY = '#16a34a';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
// WCAG AA asks 4.5 for normal text; 5 against white keeps 4.5 on the light greys
// (gray-50/100) that hovered and muted surfaces use.
const MIN_CONTRAST_ON_WHITE = 5;
const DARKEN_STEP = 0.05;

/** `'ff6600'` → `'#ff6600'`; empty or not a hex colour → the default green. */
export function primaryColor(themeColor: string): string {
  const match = HEX.exec(themeColor.trim());
  if (!match?.[1]) return DEFAULT_PRIMARY;
  const hex = match[1].length === 3 ? match[1].replace(/./g, '$&$&') : match[1];
  return `#${hex.toLowerCase()}`;
}

const channels = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance(rgb: number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (rgb: number[]) => 1.05 / (luminance(rgb) + 0.05);

/**
 * The primary colour, darkened just enough to carry white text (and to be text on light grounds):
 * tenants pick light colours too, and the shell must stay readable whatever they pick.
 */
export function primaryInk(primary: string): string {
  const base = channels(primary);
  for (let k = 1; k > 0; k -= DARKEN_STEP) {
    const rgb = base.map((c) => c * k);
    if (contrastWithWhite(rgb) >= MIN_CONTRAST_ON_WHITE) return toHex(rgb);
  }
  return '#000000';
}

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

/**
 * How a theme colour reads (docs/product.md, "Settings"): its contrast with white (white text on
 * it, and it as text on white are the same ratio), whether that keeps WCAG AA, and the darker
 * ink the shell uses for text on and over it instead.
 */
export function themeContrast(themeColor: string): { ratio: number; meetsAa: boolean; ink: string } {
  const primary = primaryColor(themeColor);
  const ratio = contrastWithWhite(channels(primary));
  return { ratio, meetsAa: ratio >= AA_CONTRAST, ink: primaryInk(primary) };
}

/** The `style` of `<html>`: the tenant's colours over the defaults of global.css. */
export function themeStyle(themeColor: string): string {
  const primary = primaryColor(themeColor);
  return `--color-primary: ${primary}; --color-primary-ink: ${primaryInk(primary)}`;
}
