import { UI_ICONS, type UiIconName } from '../components/icons';

/** The islands' decorative line icon (same glyphs as components/Icon.astro). */
export function Icon({ name, className = 'size-5' }: { name: UiIconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={UI_ICONS[name]} />
    </svg>
  );
}
