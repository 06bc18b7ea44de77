import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../../app/app-store';
import { SHELL_NS } from '../i18n';

/** Brand logo and name on top of the sidebar: the full logo when open, the small one when collapsed. */
export default function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation(SHELL_NS);
  const brand = useAppStore((s) => s.brandInfo);
  const name = brand.brandName || t('brandFallback');
  const small = brand.webLogoUrlSmall || brand.webLogoUrl || '/favicon.svg';
  const full = brand.webLogoUrl;
  return (
    <div className="sidebar-logo" data-testid="sidebar-logo" data-collapsed={collapsed ? 'true' : 'false'}>
      <Link to="/" className="sidebar-logo__link" title={name} aria-label={name}>
        {collapsed ? (
          <img className="sidebar-logo__small" src={small} alt={name} />
        ) : full ? (
          // the full logo carries the brand's word mark; the name stays available to assistive tech
          <>
            <img className="sidebar-logo__full" src={full} alt="" />
            <span className="sidebar-logo__name sidebar-logo__name--hidden">{name}</span>
          </>
        ) : (
          <>
            <img className="sidebar-logo__small" src={small} alt="" />
            <span className="sidebar-logo__name">{name}</span>
          </>
        )}
      </Link>
    </div>
  );
}
