import { DESK_AREA_PATHS } from './desk-paths';

/** The settings area's pages (docs/product.md, "Settings"), in the order of its sub-navigation. */
export const SETTINGS_PATHS = {
  identity: DESK_AREA_PATHS.settings,
  links: `${DESK_AREA_PATHS.settings}/links`,
  preferences: `${DESK_AREA_PATHS.settings}/preferences`,
  'exchange-rate': `${DESK_AREA_PATHS.settings}/exchange-rate`,
} as const;
export type SettingsPage = keyof typeof SETTINGS_PATHS;
