import { MenuEditor } from './MenuEditor';

/** /menu/menu: the platform's menu settings of each role (issue 13 item 4; modules/menus/README.md). */
export default function MenuSettingsPage() {
  return <MenuEditor layer="platform" />;
}
