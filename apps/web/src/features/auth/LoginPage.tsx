import { LANGUAGE_NAMES, LANGUAGES, MIN_PASSWORD_LENGTH } from '@edu/shared/constants';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppStore } from '../../app/app-store';
import { applyBrandThemeVariables } from '../../app/brand-theme';
import { useDocumentTitle } from '../../app/document-title';
import { changeLanguage, isLanguage, useT } from '../../app/i18n';
import { safeRedirect } from '../../app/navigation';
import { releaseSubmits } from '../../prerender/hydrate';
import './login.css';
import './login-hero.css';
import './login-form.css';
import './login-mobile.css';

interface FieldErrors {
  username?: string;
  password?: string;
}

/**
 * /login: branded, plain React + CSS (no antd: the login route's first load stays under 120 KB gzip).
 * Username is trimmed and the password MD5-hashed by session.login; on success the user goes to the
 * `redirect` query parameter when it is a same-origin path, else to '/'.
 */
export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const brand = useAppStore((s) => s.brandInfo);
  const language = useAppStore((s) => s.language);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [resubmit, setResubmit] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const languageRef = useRef<HTMLSelectElement>(null);

  const brandName = brand.brandName || t('productName');
  useDocumentTitle(t('login.pageTitle'));
  // The brand's mark beside its name (the full logo usually repeats the name), else the full logo.
  const logo = brand.webLogoUrlSmall || brand.webLogoUrl;

  // Once React has the page (after hydration of the prerendered page, src/prerender): what was typed or
  // chosen before is in the DOM, not yet in state, and a submit held meanwhile is made again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useLayoutEffect(() => {
    const field = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value;
    const typedName = field('username');
    const typedPassword = field('password');
    if (typedName) setUsername(typedName);
    if (typedPassword) setPassword(typedPassword);
    const chosen = languageRef.current?.value;
    if (chosen !== language && isLanguage(chosen)) void changeLanguage(chosen);
    if (releaseSubmits()) setResubmit(true);
    performance.mark('login:interactive');
  }, []);

  useEffect(() => {
    if (resubmit) formRef.current?.requestSubmit();
  }, [resubmit]);

  // The brand's colour: in the served page's head already (plugins/app/login-page.ts), set here for a page
  // reached by a client-side navigation or a brand loaded after the first render.
  const primaryColor = brand.theme?.primaryColor;
  useLayoutEffect(() => {
    applyBrandThemeVariables(primaryColor ? { primaryColor } : null);
  }, [primaryColor]);

  const validate = (name: string, pwd: string): FieldErrors => {
    const errors: FieldErrors = {};
    if (name.trim() === '') errors.username = t('login.usernameRequired');
    if (pwd.length < MIN_PASSWORD_LENGTH) errors.password = t('login.passwordTooShort', { min: MIN_PASSWORD_LENGTH });
    return errors;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const errors = validate(username, password);
    setFieldErrors(errors);
    setError('');
    if (errors.username || errors.password) return;
    setLoading(true);
    try {
      const { login } = await import('../../app/session');
      await login(username, password);
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (err) {
      // The request client is loaded with the login code (not in the page's first load).
      const { RequestError } = await import('../../app/api/transport');
      setError(err instanceof RequestError && err.msg ? err.msg : t('login.failed'));
    } finally {
      setLoading(false);
    }
  };

  const onPasswordKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };

  const usernameErrorId = 'login-username-error';
  const passwordHintId = 'login-password-hint';

  return (
    <div className="login">
      <aside className="login__hero" aria-hidden="true">
        <div className="login__hero-inner">
          <div className="login__hero-brand">
            {logo ? (
              <img className="login__hero-mark" src={logo} alt="" />
            ) : (
              <span className="login__mark login__hero-mark" />
            )}
            <span>{brandName}</span>
          </div>
          <h2 className="login__hero-title">{t('login.heroTitle')}</h2>
          <p className="login__hero-text">{t('login.heroText')}</p>
          <div className="login__hero-art" />
          <ul className="login__features">
            <li>{t('login.featureLessons')}</li>
            <li>{t('login.featureHomework')}</li>
            <li>{t('login.featureReports')}</li>
          </ul>
        </div>
      </aside>

      <main className="login__main">
        <div className="login__toolbar">
          <label className="login__language">
            <span className="login__visually-hidden">{t('language')}</span>
            <span className="login__icon login__icon--globe" aria-hidden="true" />
            <select
              data-testid="login-language"
              ref={languageRef}
              value={language}
              onChange={(e) => {
                if (isLanguage(e.target.value)) void changeLanguage(e.target.value);
              }}
            >
              {LANGUAGES.map((lng) => (
                <option key={lng} value={lng}>
                  {LANGUAGE_NAMES[lng]}
                </option>
              ))}
            </select>
          </label>
        </div>

        {/* POST: a submit before any script ran (prerendered page) never puts the password in the URL. */}
        <form className="login__card" method="post" ref={formRef} onSubmit={onSubmit} noValidate aria-busy={loading}>
          <div className="login__brand">
            {logo ? (
              <img className="login__logo" data-testid="login-logo" src={logo} alt={brandName} />
            ) : (
              <span className="login__logo login__mark" data-testid="login-logo" role="img" aria-label={brandName} />
            )}
            <span className="login__brand-name" data-testid="login-brand-name">
              {brandName}
            </span>
          </div>

          <h1 className="login__title">{t('login.title')}</h1>
          <p className="login__subtitle">{t('login.subtitle')}</p>

          {error && (
            <div className="login__alert" role="alert" data-testid="login-error">
              <span className="login__icon login__icon--alert" aria-hidden="true" />
              <span>{error}</span>
            </div>
          )}

          <LoginField
            id="username"
            label={t('username')}
            icon="user"
            invalid={Boolean(fieldErrors.username)}
            after={
              fieldErrors.username && (
                <p className="login__field-error" id={usernameErrorId}>
                  {fieldErrors.username}
                </p>
              )
            }
          >
            <input
              id="username"
              name="username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              // biome-ignore lint/a11y/noAutofocus: the login form's first field, the only thing to do here
              autoFocus
              placeholder={t('login.usernamePlaceholder')}
              value={username}
              aria-invalid={fieldErrors.username ? true : undefined}
              aria-describedby={fieldErrors.username ? usernameErrorId : undefined}
              onChange={(e) => {
                setUsername(e.target.value);
                if (fieldErrors.username) setFieldErrors((f) => ({ ...f, username: undefined }));
              }}
            />
          </LoginField>

          <LoginField
            id="password"
            label={t('login.password')}
            icon="lock"
            invalid={Boolean(fieldErrors.password)}
            after={
              <div id={passwordHintId}>
                {capsLock && (
                  <p className="login__caps" role="status">
                    {t('login.capsLock')}
                  </p>
                )}
                {fieldErrors.password && <p className="login__field-error">{fieldErrors.password}</p>}
              </div>
            }
          >
            <input
              id="password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder={t('login.passwordPlaceholder')}
              value={password}
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={fieldErrors.password || capsLock ? passwordHintId : undefined}
              onChange={(e) => {
                setPassword(e.target.value);
                if (fieldErrors.password && e.target.value.length >= MIN_PASSWORD_LENGTH) {
                  setFieldErrors((f) => ({ ...f, password: undefined }));
                }
              }}
              onKeyDown={onPasswordKey}
              onKeyUp={onPasswordKey}
              onBlur={() => setCapsLock(false)}
            />
            <button
              type="button"
              className="login__reveal"
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((v) => !v)}
            >
              <span className={`login__icon login__icon--${showPassword ? 'eye' : 'eye-off'}`} aria-hidden="true" />
            </button>
          </LoginField>

          <button type="submit" className="login__submit" data-testid="login-submit" disabled={loading}>
            {loading && <span className="login__spinner" aria-hidden="true" />}
            {loading ? t('login.submitting') : t('login.submit')}
          </button>
        </form>

        {/* The server fills the prerendered page's year; around New Year the browser's may differ. */}
        <footer className="login__footer" suppressHydrationWarning>
          {t('login.footer', { year: new Date().getFullYear(), name: brandName })}
        </footer>
      </main>
    </div>
  );
}

/**
 * A field of the login form: its label, the control (an icon, then the input and its buttons), then
 * `after` (errors, hints).
 */
function LoginField({
  id,
  label,
  icon,
  invalid,
  after,
  children,
}: {
  id: string;
  label: string;
  icon: string;
  invalid: boolean;
  after: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`login__field${invalid ? ' login__field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="login__control">
        <span className={`login__icon login__icon--${icon}`} aria-hidden="true" />
        {children}
      </div>
      {after}
    </div>
  );
}
