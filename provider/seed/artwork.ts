import { createHash } from 'node:crypto';
import type { ObjectStorage } from '../storage/object-storage';

/*
 * Demo artwork drawn as SVG, so the seed needs no binary assets and every tenant gets images
 * in its own colour and language.
 */

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const withHash = (color: string): string => (color.startsWith('#') ? color : `#${color}`);

const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, Noto Sans, sans-serif"';

const svg = (width: number, height: number, body: string, label: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">\n${body}\n</svg>\n`;

export function logoSvg({ name, color }: { name: string; color: string }): string {
  const fill = withHash(color);
  const initials = name.split(/\s+/).map((word) => Array.from(word)[0] ?? '').join('').slice(0, 2).toUpperCase();
  const width = Math.max(240, 128 + Array.from(name).length * 17);
  return svg(width, 96, [
    `<rect x="8" y="8" width="80" height="80" rx="20" fill="${fill}"/>`,
    `<path d="M24 62 L48 28 L72 62 Z" fill="#ffffff" opacity="0.25"/>`,
    `<text x="48" y="60" text-anchor="middle" ${FONT} font-size="32" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>`,
    `<text x="104" y="58" ${FONT} font-size="26" font-weight="700" fill="#1f2937">${escapeXml(name)}</text>`,
  ].join('\n'), name);
}

interface Backdrop { color: string; width: number; height: number; variant: number }

/** A gradient with soft circles in the tenant's colour, under a headline or on its own. */
function backdrop({ color, width, height, variant }: Backdrop): string[] {
  const fill = withHash(color);
  const gradientId = `g${variant}`;
  const circles = [0, 1, 2].map((index) => {
    const radius = height * (0.25 + 0.12 * ((variant + index) % 3));
    const cx = width * (0.62 + 0.14 * index);
    const cy = height * (index % 2 === 0 ? 0.2 : 0.85);
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${radius.toFixed(0)}" fill="#ffffff" opacity="${(0.08 + 0.05 * index).toFixed(2)}"/>`;
  });
  return [
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">`,
    `  <stop offset="0" stop-color="${fill}"/><stop offset="1" stop-color="#111827"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#${gradientId})"/>`,
    ...circles,
  ];
}

/** A home-page banner's picture: no text, which the page lays over it in the shopper's language. */
export const bannerSvg = (picture: Backdrop): string => svg(picture.width, picture.height, backdrop(picture).join('\n'), '');

/** A wide picture with a headline and a caption drawn on it: promotional tiles. */
export function headlineSvg({ headline, caption, ...picture }: Backdrop & { headline: string; caption: string }): string {
  const { width, height } = picture;
  // Shrink long headlines (and captions) to fit the width: glyphs average about 0.6 em.
  const fitting = (text: string, maxSize: number) => Math.round(Math.min(maxSize, (width * 0.86) / (Array.from(text).length * 0.6)));
  const headlineSize = fitting(headline, height * 0.13);
  return svg(width, height, [
    ...backdrop(picture),
    `<text x="${Math.round(width * 0.06)}" y="${Math.round(height * 0.48)}" ${FONT} font-size="${headlineSize}" font-weight="800" fill="#ffffff">${escapeXml(headline)}</text>`,
    `<text x="${Math.round(width * 0.06)}" y="${Math.round(height * 0.66)}" ${FONT} font-size="${fitting(caption, headlineSize * 0.5)}" fill="#ffffff" opacity="0.85">${escapeXml(caption)}</text>`,
  ].join('\n'), `${headline} — ${caption}`);
}

/** Icons of the four how-to-use steps: search, cart, checked box, paper plane. */
const STEP_ICONS = [
  '<circle cx="220" cy="150" r="52" fill="none" stroke="#ffffff" stroke-width="16"/><path d="M258 188 L302 232" stroke="#ffffff" stroke-width="18" stroke-linecap="round"/>',
  '<path d="M160 110 H190 L214 200 H300 L322 130 H200" fill="none" stroke="#ffffff" stroke-width="14" stroke-linejoin="round"/><circle cx="222" cy="228" r="14" fill="#ffffff"/><circle cx="290" cy="228" r="14" fill="#ffffff"/>',
  '<rect x="170" y="100" width="140" height="130" rx="10" fill="none" stroke="#ffffff" stroke-width="14"/><path d="M200 166 L230 196 L284 136" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>',
  '<path d="M140 168 L340 100 L262 236 L228 190 Z" fill="#ffffff"/><path d="M228 190 L340 100" stroke="#000000" stroke-opacity="0.2" stroke-width="6"/>',
] as const;

export function stepImageSvg({ step, color, label }: { step: number; color: string; label: string }): string {
  const fill = withHash(color);
  return svg(480, 320, [
    `<rect width="480" height="320" rx="24" fill="${fill}"/>`,
    `<circle cx="60" cy="60" r="34" fill="#ffffff"/>`,
    `<text x="60" y="73" text-anchor="middle" ${FONT} font-size="36" font-weight="800" fill="${fill}">${step}</text>`,
    STEP_ICONS[(step - 1) % STEP_ICONS.length] ?? '',
  ].join('\n'), label);
}

/**
 * Stores an SVG under a key that carries its content hash (so the file may be cached forever
 * and changed artwork gets a new URL) unless it is already there; returns its URL.
 */
export async function storeSvg(storage: ObjectStorage, tenantId: string, name: string, image: string): Promise<string> {
  const hash = createHash('sha256').update(image).digest('hex').slice(0, 12);
  const key = `seed/${tenantId}/${name}-${hash}.svg`;
  if (!(await storage.get(key))) await storage.put(key, new TextEncoder().encode(image), 'image/svg+xml');
  return storage.urlFor(key);
}
