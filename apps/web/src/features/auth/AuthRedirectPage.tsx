import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '../../app/auth-store';
import { loginPath, safeRedirect } from '../../app/navigation';
import { adoptToken, fetchUserInfo } from '../../app/session';
import '../../app/root.css';
import './i18n';

/**
 * /auth-redirect: the hand-over from a third-party login. `?token=…&redirect=/path`: the token is stored,
 * the user is loaded with getInfo, then the user goes to `redirect` (same-origin paths only) or '/'.
 * Without a token, or when the token is refused, the user goes to /login.
 */
export default function AuthRedirectPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const token = params.get('token')?.trim() ?? '';
  const target = safeRedirect(params.get('redirect'));

  useEffect(() => {
    if (!token) {
      navigate(loginPath(target), { replace: true });
      return;
    }
    let active = true;
    adoptToken(token);
    fetchUserInfo({ silent: true, handleSessionCodes: false }).then(
      () => {
        if (active) navigate(target, { replace: true });
      },
      () => {
        useAuthStore.getState().resetToken();
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [token, target, navigate]);

  if (failed) {
    return (
      <main className="app-crash" role="alert">
        <h1>{t('authRedirect.failed')}</h1>
        <div className="app-crash__actions">
          <Link className="app-button app-button--primary" to={loginPath(target)} replace>
            {t('authRedirect.toLogin')}
          </Link>
        </div>
      </main>
    );
  }
  return (
    <div className="app-loading" role="status">
      <span className="app-loading__spinner" aria-hidden="true" />
      <span>{t('authRedirect.working')}</span>
    </div>
  );
}
