import type { AppModule, BrandTabs } from '@edu/shared';
import { updateModuleInput } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { withPending } from './MenuConfigurationPage';
import { moduleInputOf } from './ModuleFormModal';

const rich = (id: number, tabId: number, position: number): AppModule => ({
  id,
  tabId,
  brandId: 1,
  title: `m${id}`,
  position,
  kind: 'richText',
  config: { html: '' },
});

const home: BrandTabs = {
  brandId: 1,
  tabs: [
    {
      id: 10,
      brandId: 1,
      title: 'A',
      icon: 'home',
      position: 0,
      modules: [rich(1, 10, 0), rich(2, 10, 1), rich(3, 10, 2)],
    },
    { id: 11, brandId: 1, title: 'B', icon: 'book', position: 1, modules: [] },
  ],
};

describe('the order shown while a move is saved', () => {
  it('is the stored one without a pending move', () => {
    expect(withPending(home, null).map((t) => t.id)).toEqual([10, 11]);
  });
  it('puts the tabs or one tab’s modules in the pending order', () => {
    expect(withPending(home, { scope: 'tabs', ids: [11, 10] }).map((t) => t.id)).toEqual([11, 10]);
    const tabs = withPending(home, { scope: 10, ids: [3, 1, 2] });
    expect(tabs[0]?.modules.map((m) => m.id)).toEqual([3, 1, 2]);
  });
  it('ignores a pending order that does not name every row (a row added meanwhile)', () => {
    expect(withPending(home, { scope: 10, ids: [3, 1] })[0]?.modules.map((m) => m.id)).toEqual([1, 2, 3]);
  });
});

describe('the form’s updateModule input', () => {
  it('is what the contract accepts, for each kind', () => {
    const inputs = [
      moduleInputOf({ kind: 'richText', title: 'News', html: '<p>x</p>' }, { tabId: 10 }),
      moduleInputOf({ kind: 'courseShelf', title: '', courseIds: [4, 5] }, { id: 2 }),
      moduleInputOf(
        { kind: 'shortcutGrid', title: 'Go', items: [{ icon: 'book', label: 'Read', target: '/stuLesson/stuLesson' }] },
        { tabId: 10 },
      ),
    ];
    for (const input of inputs) expect(updateModuleInput.safeParse(input).success).toBe(true);
    expect(inputs[1]).toEqual({ id: 2, title: '', kind: 'courseShelf', config: { courseIds: [4, 5] } });
  });
  it('keeps an empty banner link and alternative text as empty strings', () => {
    const input = moduleInputOf(
      {
        kind: 'banner',
        title: '',
        slides: [{ imageUrl: '/openapi/course/image/x.png', link: undefined as never, alt: undefined as never }],
      },
      { tabId: 1 },
    );
    expect(input).toMatchObject({ config: { slides: [{ link: '', alt: '' }] } });
  });
});
