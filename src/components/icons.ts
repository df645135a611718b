import type { SocialPlatform } from '../../contract/tenant';

/**
 * Path data of the shell's line icons (24×24, drawn with a 2px round stroke), shared by
 * the Astro `Icon` and the islands' `Icon` so each glyph is defined once.
 */
export const UI_ICONS = {
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9.5 2.5-4.6-4.6',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zm8 8.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  cart: 'M3 4h2.2l2.2 11h10.4L20 8H6.3M9 20.5h.01M17 20.5h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7.5 9a7.5 7.5 0 0 1 15 0',
  chevronDown: 'm6 9 6 6 6-6',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3.5 9h17M3.5 15h17M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  mail: 'M3 6h18v12H3zm0 .5 9 7 9-7',
  phone: 'M5 4h3.5l2 5-2.5 1.5a11 11 0 0 0 5.5 5.5l1.5-2.5 5 2V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  chat: 'M20.5 12a8.5 8.5 0 0 1-12.3 7.6L3.5 21l1.4-4.7A8.5 8.5 0 1 1 20.5 12z',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
} as const;

/** Simplified brand marks, recognisable at icon size; the links carry the platform's name. */
export const SOCIAL_ICONS: Record<SocialPlatform, string> = {
  FACEBOOK: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm3-13h-1.5a2.5 2.5 0 0 0-2.5 2.5V21M8.5 13H15',
  TWITTER: 'M4 4h4.5L20 20h-4.5zM19.5 4l-6.2 7M4.5 20l6.2-7',
  LINKEDIN: 'M4 4h16v16H4zm4 7v5m0-8v.01M12 16v-5m0 2.5a2.5 2.5 0 0 1 5 0V16',
  YOUTUBE: 'M3 8.5A3.5 3.5 0 0 1 6.5 5h11A3.5 3.5 0 0 1 21 8.5v7a3.5 3.5 0 0 1-3.5 3.5h-11A3.5 3.5 0 0 1 3 15.5zM10 9v6l5-3z',
  INSTAGRAM: 'M4 8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zm8 7.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM17 7v.01',
  TIKTOK: 'M14 3v12.5a4 4 0 1 1-4-4M14 3a5 5 0 0 0 5 5',
  TELEGRAM: 'M21 4 3 11.5l6 2 2 6.5 3.5-4.5 5 3.5zM9 13.5 21 4',
  VKONTAKTE: 'M3 7.5c.8 6 4.6 10 9.5 10h.5v-3.5c1.6.3 3 1.6 3.6 3.5H20c-.6-2.3-2.2-4.1-3.9-4.9 1.6-1 3-3 3.4-5.1h-3.2c-.6 2-2.2 3.7-3.3 4V7.5h-3v7.2c-2-.6-3.6-3.3-3.9-7.2z',
};

export type UiIconName = keyof typeof UI_ICONS;
