import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../app/document-title';
import './i18n';
import './errors.css';

interface ErrorPageProps {
  kind: 'notFound' | 'unauthorized';
  testId: string;
}

/** Illustration: an open book with a magnifier (404) or a padlock (401). */
function Illustration({ kind }: { kind: ErrorPageProps['kind'] }) {
  return (
    <svg className="error-page__art" viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`ep-sky-${kind}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e6f4ff" />
          <stop offset="1" stopColor="#f0f5ff" />
        </linearGradient>
      </defs>
      <circle cx="120" cy="90" r="84" fill={`url(#ep-sky-${kind})`} />
      <path d="M52 62c22-8 44-8 66 4v76c-22-12-44-12-66-4z" fill="#fff" stroke="#91caff" strokeWidth="3" />
      <path d="M188 62c-22-8-44-8-66 4v76c22-12 44-12 66-4z" fill="#fff" stroke="#91caff" strokeWidth="3" />
      <path
        d="M64 80h40M64 94h32M64 108h38M134 80h40M142 94h32M136 108h38"
        stroke="#bae0ff"
        strokeWidth="4"
        strokeLinecap="round"
      />
      {kind === 'notFound' ? (
        <g>
          <circle cx="168" cy="124" r="20" fill="#fff" stroke="#1677ff" strokeWidth="5" />
          <path d="M182 138l18 18" stroke="#1677ff" strokeWidth="8" strokeLinecap="round" />
          <path d="M161 124h14" stroke="#69b1ff" strokeWidth="4" strokeLinecap="round" />
        </g>
      ) : (
        <g>
          <path d="M156 116v-10a14 14 0 0 1 28 0v10" fill="none" stroke="#1677ff" strokeWidth="5" />
          <rect x="148" y="114" width="44" height="36" rx="7" fill="#1677ff" />
          <circle cx="170" cy="130" r="5" fill="#fff" />
          <path d="M170 133v8" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}

/** A friendly standalone error page with back and home buttons (no antd). */
export function ErrorPage({ kind, testId }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  useDocumentTitle(t(`${kind}.title`));
  return (
    <main className="error-page" data-testid={testId}>
      <div className="error-page__card">
        <Illustration kind={kind} />
        <div className="error-page__text">
          <p className="error-page__code">{t(`${kind}.code`)}</p>
          <h1 className="error-page__title">{t(`${kind}.title`)}</h1>
          <p className="error-page__description">{t(`${kind}.description`)}</p>
          <div className="error-page__actions">
            <button
              type="button"
              className="error-page__button error-page__button--primary"
              onClick={() => navigate('/', { replace: true })}
            >
              {t('common:backHome')}
            </button>
            {canGoBack && (
              <button type="button" className="error-page__button" onClick={() => navigate(-1)}>
                {t('back')}
              </button>
            )}
          </div>
        </div>
      </div>
    </main>
  );
}
