import { useRef, useState, type MouseEvent } from 'react';
import type { Profile } from '../../../contract/user';
import { afterLoginTarget } from '../../lib/session/redirect-target';
import { finishLogin } from '../../lib/session/session-actions';
import { pushToast } from '../../lib/toasts/toasts';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { AUTH_TITLE_KEYS, authModeHref, type AuthMode, type ReturnParams } from './auth-mode';
import { LoginForm, type LoginFormState } from './LoginForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignupForm } from './SignupForm';

interface Props extends TranslatedProps {
  mode: AuthMode;
  returnParams: ReturnParams;
  /** `tenantPreference.refromAllowedHosts`: where `refrom` may lead. */
  refromAllowedHosts: string[];
  /** This page with its query: the login form posts here without JavaScript. */
  loginAction: string;
  /** What the server found when the login form was posted without JavaScript. */
  posted: LoginFormState | null;
  /** The terms a sign-up accepts; null when the site has none. */
  termsVersion: string | null;
}

const linkClass = 'font-medium text-primary-ink underline-offset-2 hover:underline';

/**
 * The login page's forms (docs/product.md, "Sessions and accounts"): log in, sign up, forgotten password. Switching
 * among them stays on the page (the address follows, so a reload keeps the form), and a
 * new session goes on to `refrom`, `redirectUrl` or home.
 */
export default function AuthPanel(props: Props) {
  const t = useTranslator(props);
  const { lng, returnParams } = props;
  const [mode, setMode] = useState(props.mode);
  const [login, setLogin] = useState({ key: 0, email: props.posted?.email ?? '', notice: null as string | null });
  const heading = useRef<HTMLHeadingElement>(null);

  function switchTo(next: AuthMode, event?: MouseEvent) {
    event?.preventDefault();
    setMode(next);
    history.replaceState(history.state, '', authModeHref(next, returnParams));
    requestAnimationFrame(() => heading.current?.focus());
  }

  const onSession = (profile: Profile) =>
    finishLogin(profile, afterLoginTarget({ ...returnParams, refromAllowedHosts: props.refromAllowedHosts, email: profile.email }));
  // A new account is welcomed on the page it goes on to, with its next step (docs/product.md, "Sessions and accounts").
  const onSignedUp = (profile: Profile) => {
    pushToast({ kind: 'success', key: 'welcome', message: t('auth:welcome', { name: profile.name }), action: { labelKey: 'auth:welcome-next', href: '/how-to-use' } });
    return onSession(profile);
  };

  const modeLink = (next: AuthMode, label: string) => (
    <a href={authModeHref(next, returnParams)} onClick={(e) => switchTo(next, e)} className={linkClass}>
      {label}
    </a>
  );

  return (
    <div className="mx-auto w-full max-w-md rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 ref={heading} tabIndex={-1} className="mb-6 text-2xl font-bold focus:outline-none">{t(AUTH_TITLE_KEYS[mode])}</h1>
      {mode === 'login' && (
        <>
          <LoginForm
            key={login.key}
            t={t}
            lng={lng}
            action={props.loginAction}
            initial={{
              email: login.email,
              fieldMessages: login.key === 0 && props.posted ? props.posted.fieldMessages : {},
              problem: login.key === 0 ? props.posted?.problem ?? null : null,
            }}
            notice={login.notice}
            onSession={onSession}
          />
          <p className="mt-4 text-sm">{modeLink('forgot', t('auth:forgot-link'))}</p>
          <p className="mt-2 text-sm text-gray-700">
            {t('auth:no-account')} {modeLink('signup', t('auth:create-account'))}
          </p>
        </>
      )}
      {mode === 'signup' && (
        <>
          <SignupForm t={t} lng={lng} termsVersion={props.termsVersion} onSession={onSignedUp} />
          <p className="mt-4 text-sm text-gray-700">
            {t('auth:have-account')} {modeLink('login', t('auth:login-submit'))}
          </p>
        </>
      )}
      {mode === 'forgot' && (
        <>
          <ResetPasswordForm
            t={t}
            lng={lng}
            initialEmail={login.email}
            onReset={(email) => {
              setLogin((l) => ({ key: l.key + 1, email, notice: t('auth:reset-done') }));
              switchTo('login');
            }}
          />
          <p className="mt-4 text-sm">{modeLink('login', t('auth:back-to-login'))}</p>
        </>
      )}
      {mode !== 'login' && (
        <noscript>
          <p className="mt-4 text-sm text-gray-700">{t('auth:javascript-needed')}</p>
        </noscript>
      )}
    </div>
  );
}
