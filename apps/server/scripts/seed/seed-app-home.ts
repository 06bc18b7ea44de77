/**
 * Demo app home (issue 13 item 2): the demo brand (启明) gets three tabs, the first with a shortcut grid, a
 * course shelf of its published courses and a rich-text notice, the second a shelf and a notice, the third a
 * shortcut grid; and its study assistant a name and welcome text (no AI provider setting: the platform default).
 * /branding/menuConfiguration?brandId=<启明> shows them.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../src/db/queries';
import { brandBots, brandModules, brandTabs, courses } from '../../src/db/schema';
import type { ContentSeedIds } from './seed-content';

export async function seedAppHome(tx: Tx, ids: ContentSeedIds): Promise<void> {
  const brandId = ids.brand('qiming');
  const shelf = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.brandId, brandId), eq(courses.published, true)))
    .orderBy(asc(courses.id))
    .limit(6);
  if (shelf.length === 0) throw new Error('seed: the demo brand has no published course for its app home');
  const courseIds = shelf.map((c) => c.id);

  const tabs = await tx
    .insert(brandTabs)
    .values([
      { brandId, title: '首页', icon: 'home', position: 0 },
      { brandId, title: '学习', icon: 'book', position: 1 },
      { brandId, title: '我的', icon: 'user', position: 2 },
    ])
    .returning({ id: brandTabs.id, position: brandTabs.position });
  const tab = (position: number) => {
    const row = tabs.find((t) => t.position === position);
    if (!row) throw new Error('seed: app home tab missing');
    return row.id;
  };
  await tx.insert(brandModules).values([
    {
      brandId,
      tabId: tab(0),
      kind: 'shortcutGrid',
      title: '常用',
      position: 0,
      config: {
        items: [
          { icon: 'homework', label: '作业', target: '/stuLesson/stuLesson' },
          { icon: 'report', label: '报告', target: '/ReportCenter/ReportCenter' },
          { icon: 'wrong', label: '错题本', target: '/WrongTopic/WrongTopic' },
          { icon: 'material', label: '资料', target: '/learningMaterialsManagement/index' },
        ],
      },
    },
    {
      brandId,
      tabId: tab(0),
      kind: 'courseShelf',
      title: '本周推荐',
      position: 1,
      config: { courseIds: courseIds.slice(0, 3) },
    },
    {
      brandId,
      tabId: tab(0),
      kind: 'richText',
      title: '通知',
      position: 2,
      config: { html: '<p><strong>期中复习</strong>已开始，请按时完成每周练习。</p>' },
    },
    { brandId, tabId: tab(1), kind: 'courseShelf', title: '全部课程', position: 0, config: { courseIds } },
    {
      brandId,
      tabId: tab(1),
      kind: 'richText',
      title: '学习建议',
      position: 1,
      config: { html: '<ul><li>先看微课，再做练习</li><li>错题当天订正</li></ul>' },
    },
    {
      brandId,
      tabId: tab(2),
      kind: 'shortcutGrid',
      title: '',
      position: 0,
      config: {
        items: [
          { icon: 'calendar', label: '课表', target: '/stuLesson/stuLesson' },
          { icon: 'ai', label: '学习助手', target: '/dashboard' },
        ],
      },
    },
  ]);
  await tx.insert(brandBots).values({
    brandId,
    name: '启明小助手',
    avatarUrl: '',
    welcomeText: '你好！我是启明小助手，有不懂的题目随时问我。',
    enabled: true,
  });
}
