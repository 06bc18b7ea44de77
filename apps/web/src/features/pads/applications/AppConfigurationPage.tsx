import { BrandScope } from '../../../ui/BrandScope';
import { BrandApplicationsTable } from './BrandApplicationsPage';

/**
 * /branding/AppConfiguration?brandId= (admin, hidden): which pad applications a brand's pads show and in
 * what order, the brand named by the chooser (the brand list links here with the brand chosen).
 */
export default function AppConfigurationPage() {
  return <BrandScope>{(brandId) => <BrandApplicationsTable key={brandId} brandId={brandId} />}</BrandScope>;
}
