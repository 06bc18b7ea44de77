import { MenuEditor } from './MenuEditor';

/** /menuBrand/brandIndex: the brand admin's menu settings of each role for its own brand (issue 13 item 4). */
export default function BrandMenuSettingsPage() {
  return <MenuEditor layer="brand" />;
}
