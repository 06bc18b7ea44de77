/**
 * Probes of the brand group. The app home's changes (admin only) get a fresh tab or module of the home brand
 * per cell; its reads (admin and students) name the home brand, so a student of another brand gets 404.
 */
import { brandBots, brandModules, brandTabs } from '../../../db/schema';
import { homeBrand, type ProbeMap, rowsWithin } from '../probe';
import type { World } from '../world';

const tabState = (w: World, input: { id?: unknown }) => w.row(brandTabs, Number(input.id));
const moduleState = (w: World, input: { id?: unknown }) => w.row(brandModules, Number(input.id));

export const brandProbes: ProbeMap<'brand'> = {
  'brand.getBrandByWebAddress': {
    kind: 'own',
    input: () => ({ webAddress: 'localhost' }),
  },
  'brand.getAllBrand': {
    kind: 'list',
    input: () => ({}),
    check: rowsWithin(
      (data) => data,
      (row) => ({ brandId: row.brandId }),
    ),
  },
  // ---- the app home (menuConfiguration)
  'brand.getBrandTabs': {
    kind: 'target',
    owner: homeBrand,
    input: ({ w }) => ({ brandId: w.brand.qiming }),
  },
  'brand.insertTab': {
    kind: 'target',
    owner: homeBrand,
    input: ({ w }) => ({ brandId: w.brand.qiming, title: `MX tab ${w.next()}`, position: 0 }),
    writes: brandTabs,
  },
  'brand.updateTab': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ id: await w.newAppTab(), title: `MX renamed ${w.next()}` }),
    state: tabState,
  },
  'brand.moveTab': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ id: await w.newAppTab(), position: 0 }),
    state: tabState,
  },
  'brand.deleteTab': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ id: await w.newAppTab() }),
    writes: brandTabs,
  },
  'brand.getModules': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ tabId: await w.newAppTab() }),
  },
  'brand.selectModuleById': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ id: await w.newAppModule() }),
  },
  'brand.updateModule': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({
      tabId: await w.newAppTab(),
      kind: 'richText',
      title: 'MX',
      config: { html: '<p>MX</p>' },
    }),
    writes: brandModules,
  },
  'brand.moveModule': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ id: await w.newAppModule(), position: 0 }),
    state: moduleState,
  },
  'brand.deleteModule': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ id: await w.newAppModule() }),
    writes: brandModules,
  },
  // ---- the study assistant (botAppConfiguration)
  'brand.getBotConfiguration': {
    kind: 'target',
    owner: homeBrand,
    input: ({ w }) => ({ brandId: w.brand.qiming }),
  },
  'brand.updateBotConfiguration': {
    kind: 'target',
    owner: homeBrand,
    input: ({ w }) => ({ brandId: w.brand.qiming, name: `MX bot ${w.next()}`, welcomeText: 'MX' }),
    writes: brandBots,
  },
};
