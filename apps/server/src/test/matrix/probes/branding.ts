/**
 * Probes of the branding group (issue 13): brands and themes are the platform admin's alone, so every
 * other role gets 403 and the admin 200. Changes get a fresh brand web address, theme name or theme per
 * cell; a refusal must write no row.
 */
import { brands, themes } from '../../../db/schema';
import type { FilePart } from '../../../modules/content/test-fixtures';
import type { ProbeMap } from '../probe';
import { PNG } from '../world';

const list = { page: 1, pageSize: 100 };
const png: FilePart = { filename: 'logo.png', contentType: 'image/png', body: PNG };
const readable = { primaryColor: '#1d4ed8', sidebarBg: '#0f172a', sidebarText: '#e2e8f0' };

export const brandingProbes: ProbeMap<'branding'> = {
  'branding.getBrandList': { kind: 'own', input: () => list },
  'branding.getBrandDetail': { kind: 'own', input: ({ w }) => ({ brandId: w.brand.qiming }) },
  'branding.saveBrand': {
    kind: 'own',
    input: ({ w }) => ({ brandName: `MX 品牌 ${w.next()}`, webAddress: `mx-brand-${w.next()}` }),
    writes: brands,
  },
  'branding.uploadBrandLogo': { kind: 'own', input: () => ({}), file: png },
  'branding.brandLogo': { kind: 'own', input: ({ w }) => ({ file: w.home.logo }) },
  'branding.getThemeList': { kind: 'own', input: () => list },
  'branding.saveTheme': {
    kind: 'own',
    input: ({ w }) => ({ name: `MX theme ${w.next()}`, ...readable }),
    writes: themes,
  },
  'branding.deleteTheme': {
    kind: 'own',
    input: async ({ w }) => {
      const [row] = await w.t.db
        .insert(themes)
        .values({ name: `MX gone ${w.next()}`, ...readable })
        .returning({ id: themes.id });
      if (!row) throw new Error('matrix: no theme');
      return { id: row.id };
    },
  },
};
