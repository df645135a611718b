import { describe, expect, it } from 'vitest';
import { themeContrast } from '../../src/styles/theme-color';

/** Luminance contrast against white, as WCAG computes it, of a colour written as text. */
function ratioOf(hex: string): number {
  const lin = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((s) => (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4));
  const l = 0.2126 * (lin[0] ?? 0) + 0.7152 * (lin[1] ?? 0) + 0.0722 * (lin[2] ?? 0);
  return 1.05 / (l + 0.05);
}

describe('themeContrast (docs/product.md, "Settings")', () => {
  it('passes a dark colour, whose ink is itself', () => {
    expect(themeContrast('#0f766e')).toMatchObject({ meetsAa: true, ink: '#0f766e' });
  });

  it('warns of a light colour and derives a darker ink that keeps AA on white', () => {
    const yellow = themeContrast('#facc15');
    expect(yellow.meetsAa).toBe(false);
    expect(yellow.ratio).toBeLessThan(2);
    expect(ratioOf(yellow.ink)).toBeGreaterThanOrEqual(4.5);
  });

  it('reads a colour stored without its #', () => {
    expect(themeContrast('ffffff')).toMatchObject({ meetsAa: false, ratio: 1 });
  });
});
