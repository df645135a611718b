import { useStore } from '@nanostores/react';
import { $cartCount } from '../lib/cart/cart-count';
import { $loggedIn } from '../lib/session/login-state';
import { loginRedirectFor } from '../lib/session/protected-routes';
import { Icon } from './Icon';
import { useTranslator, type TranslatedProps } from './use-translator';

interface Props extends TranslatedProps {
  /** The server's view (`Astro.locals.loggedIn`): rendered until the client has read the cookie. */
  loggedIn: boolean;
}

const CART_PATH = '/cart';
const BADGE_MAX = 99;

/** The header cart link: the cart when logged in, else login returning to the cart (docs/product.md, "Page shell"). */
export default function CartLink(props: Props) {
  const t = useTranslator(props);
  const loggedIn = useStore($loggedIn, { ssr: () => props.loggedIn });
  const count = useStore($cartCount, { ssr: 'initial' });
  const shown = loggedIn && count > 0;

  return (
    <a
      href={loggedIn ? CART_PATH : loginRedirectFor(CART_PATH)}
      className="relative grid size-10 place-items-center rounded-full text-gray-800 hover:bg-gray-100 hover:text-primary-ink"
      aria-label={shown ? t('header.cart-count', { count }) : t('header.cart')}
      title={t('header.cart')}
    >
      <Icon name="cart" className="size-6" />
      {shown && (
        <span aria-hidden="true" className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-primary-ink px-1 text-center text-xs leading-5 font-semibold text-white">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      )}
    </a>
  );
}
