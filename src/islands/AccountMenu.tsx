import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { MyPageLink } from '../lib/content/my-pages';
import type { LiveCountName } from '../../contract/live';
import { badgeNumber } from '../lib/live/live-counts';
import { $loggedIn, $shopperName, $unreadCount, seedShopper, type ShopperSummary } from '../lib/session/login-state';
import { LOGIN_PATH } from '../lib/session/protected-routes';
import { logout } from '../lib/session/session-actions';
import { useHydrated } from './forms/use-hydrated';
import { Icon } from './Icon';
import { useTranslator, type TranslatedProps } from './use-translator';

interface Props extends TranslatedProps {
  /** The server's view (`Astro.locals.loggedIn`): rendered until the client has read the cookie. */
  loggedIn: boolean;
  /** The shopper's pages the tenant offers, in menu order. */
  links: MyPageLink[];
  /** From the server-rendered profile: the name and unread count until the client knows fresher ones. */
  shopper: ShopperSummary | null;
  /** Payments waiting for the shopper (docs/product.md, "Money to pay"), as the server counted them for this page. */
  dueCount: number;
}

const ACCOUNT_PATH = '/my/account';
const PENDING_PAYMENTS_PATH = '/my/pending-payments';
const MESSAGES_PATH = '/my/message';
const BADGE_MAX = 99;
// Lets the pointer cross from the trigger to the menu without it closing.
const HOVER_CLOSE_DELAY_MS = 150;

const triggerClass = 'flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-gray-800 hover:bg-gray-100 hover:text-primary-ink';

const BADGE_TONES = {
  unreadNotifications: 'bg-primary-ink text-white',
  paymentsToPay: 'bg-amber-500 text-amber-950',
} as const satisfies Record<LiveCountName, string>;

/**
 * A count on a small badge (unread notifications, payments to make); the text beside it says it to
 * screen readers. Always in the page (hidden at 0) with the live-count attributes, so the live
 * updates show a new count before this island hydrates (lib/live/live-counts.ts).
 */
function CountBadge({ name, count, label, template }: { name: LiveCountName; count: number; label: string; template: string }) {
  return (
    <span data-live-count={name} data-live-count-max={BADGE_MAX} hidden={count <= 0}>
      <span aria-hidden="true" data-live-count-value className={`inline-block min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-semibold ${BADGE_TONES[name]}`}>
        {badgeNumber(count, BADGE_MAX)}
      </span>
      <span className="sr-only" data-live-count-label data-template={template}>{count > 0 && label}</span>
    </span>
  );
}

/**
 * The account menu (docs/product.md, "Page shell"): the shopper's name and unread notifications.
 * Logged out it is a link to login. Logged in, before hydration (or without JavaScript) the
 * trigger is a plain link to the account page; once hydrated it is a menu button opening on
 * hover, click and keyboard.
 */
export default function AccountMenu(props: Props) {
  const t = useTranslator(props);
  const loggedIn = useStore($loggedIn, { ssr: () => props.loggedIn });
  const name = useStore($shopperName, { ssr: () => props.shopper?.name ?? '' });
  const unread = useStore($unreadCount, { ssr: () => props.shopper?.unreadNotificationCount ?? 0 });
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();
  const triggerId = useId();

  // Before paint, so hydration shows the server's values without a flash of empty ones.
  useLayoutEffect(() => seedShopper(props.shopper), [props.shopper]);

  useEffect(() => {
    // The first hover is what hydrated the island: honour it.
    if (root.current?.matches(':hover')) show('hover');
    return () => clearTimeout(closeTimer.current);
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const close = () => setOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('astro:before-swap', close);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('astro:before-swap', close);
    };
  }, [open]);

  if (!loggedIn) {
    return (
      <a href={LOGIN_PATH} className={triggerClass}>
        <Icon name="user" />
        <span className="sr-only sm:not-sr-only">{t('header.login')}</span>
      </a>
    );
  }

  function show(how: 'hover' | 'click' | 'keyboard', focusIndex?: number) {
    clearTimeout(closeTimer.current);
    openedByHover.current = how === 'hover';
    setOpen(true);
    // Wait a frame: the menu is `hidden` until React renders it open.
    if (focusIndex !== undefined) requestAnimationFrame(() => items.current.at(focusIndex)?.focus());
  }

  function hide({ returnFocus = false } = {}) {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') show('hover');
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  const onTriggerClick = (e: MouseEvent) => {
    e.preventDefault();
    if (open && !openedByHover.current) hide();
    else show('click', 0);
  };

  const onTriggerKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') show('keyboard', 0);
    else if (e.key === 'ArrowUp') show('keyboard', -1);
    else return;
    e.preventDefault();
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const list = items.current.filter((el): el is HTMLElement => el !== null);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => list.at(i % list.length)?.focus();
    switch (e.key) {
      case 'ArrowDown': focus(index + 1); break;
      case 'ArrowUp': focus(index - 1); break;
      case 'Home': focus(0); break;
      case 'End': focus(-1); break;
      case 'Escape': hide({ returnFocus: true }); break;
      case 'Tab': hide(); return;
      default: return;
    }
    e.preventDefault();
  };

  const unreadBadge = <CountBadge name="unreadNotifications" count={unread} label={t('header.unread-count', { count: unread })} template={t('header.unread-count', { count: '{{count}}' })} />;
  const dueBadge = <CountBadge name="paymentsToPay" count={props.dueCount} label={t('header.due-count', { count: props.dueCount })} template={t('header.due-count', { count: '{{count}}' })} />;
  const itemClass = 'flex w-full items-center gap-2 px-4 py-2 text-start text-sm text-gray-800 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none';

  return (
    <div ref={root} className="relative" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <a
        ref={trigger}
        id={triggerId}
        href={ACCOUNT_PATH}
        className={triggerClass}
        {...(enhanced ? {
          role: 'button',
          'aria-haspopup': 'menu' as const,
          'aria-expanded': open,
          'aria-controls': menuId,
          onClick: onTriggerClick,
          onKeyDown: onTriggerKeyDown,
        } : {})}
      >
        <Icon name="user" />
        <span className="sr-only max-w-32 truncate sm:not-sr-only">{name || t('header.account')}</span>
        {unreadBadge}
        {dueBadge}
        <Icon name="chevronDown" className="size-4" />
      </a>
      {enhanced && (
        <div hidden={!open} className="absolute end-0 top-full z-40 mt-1 w-60 rounded-lg border border-gray-200 bg-white py-1 shadow-lg">
          {name && <p className="truncate border-b border-gray-200 px-4 py-2 text-sm font-medium text-gray-900">{t('header.greeting', { name })}</p>}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- the WAI-ARIA menu button pattern: a list whose role is menu, items role="none" around menuitems */}
          <ul id={menuId} role="menu" aria-labelledby={triggerId} onKeyDown={onMenuKeyDown}>
            {props.links.map((link, i) => (
              <li key={link.path} role="none">
                <a ref={(el) => void (items.current[i] = el)} role="menuitem" tabIndex={-1} href={link.path} className={itemClass} onClick={() => hide()}>
                  <span className="flex-1">{t(link.key)}</span>
                  {link.path === MESSAGES_PATH && unreadBadge}
                  {link.path === PENDING_PAYMENTS_PATH && dueBadge}
                </a>
              </li>
            ))}
            <li role="separator" className="my-1 border-t border-gray-200" />
            <li role="none">
              <button ref={(el) => void (items.current[props.links.length] = el)} role="menuitem" tabIndex={-1} type="button" className={itemClass} onClick={() => void logout()}>
                <Icon name="logout" className="size-4" />
                {t('header.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
