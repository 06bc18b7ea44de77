/**
 * Probes of the menu group (issue 13 item 4). Settings are the home brand's; the saved entry renames a
 * teacher's page and hides nothing, so no other probe's page is refused while the matrix runs.
 */
import { menuSettings } from '../../../db/schema';
import { homeBrand, type ProbeMap } from '../probe';

export const menuProbes: ProbeMap<'menu'> = {
  'menu.getMyMenu': {
    kind: 'own',
    input: () => ({}),
  },
  'menu.getMenuSettings': {
    kind: 'target',
    owner: homeBrand,
    input: ({ w }) => ({ brandId: w.brand.qiming, roleType: 0 }),
  },
  'menu.saveMenuSettings': {
    kind: 'target',
    owner: homeBrand,
    input: ({ w }) => ({
      brandId: w.brand.qiming,
      roleType: 0,
      entries: [{ path: '/lockUp/index', hidden: false, order: null, labels: { en: `MX ${w.next()}` } }],
    }),
    writes: menuSettings,
  },
};
