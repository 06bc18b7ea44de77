import { AUDIT_TARGET_TYPES } from '@edu/shared';
import { RoleType } from '@edu/shared/roles';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n, translate } from '../../app/i18n';
import { AUDIT_NS } from './i18n';
import { AuditLogCard } from './AuditLogCard';
import { auditActionKey } from './audit';
import '../../app/i18n-react';
import { loginAs, page, renderOrg, stubServer } from '../../features/org/test-utils';
import { installMatchMedia } from '../../features/test-utils';

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

/** Every action the content module records (apps/server/src/modules/content), and the org ones. */
const ACTIONS = [
  'course.create',
  'course.update',
  'course.delete',
  'course.publish',
  'course.unpublish',
  'course.chapters.replace',
  'chapter.create',
  'chapter.update',
  'chapter.move',
  'chapter.delete',
  'lesson.create',
  'lesson.update',
  'lesson.move',
  'lesson.delete',
  'lesson.publish',
  'lesson.unpublish',
  'lesson.exercises.set',
  'question.create',
  'question.update',
  'question.delete',
  'question.import',
  'knowledgePoint.create',
  'knowledgePoint.update',
  'knowledgePoint.move',
  'knowledgePoint.delete',
  'material.upload',
  'material.share',
  'material.delete',
  'school.create',
  'school.update',
  'school.delete',
  'school.bindBrand',
  'user.create',
  'user.import',
  'user.update',
  'user.delete',
  'user.password.change',
  'user.password.reset',
  'user.password.set',
  'user.supportLinks.set',
  'class.create',
  'class.students.moveIn',
];
/** Fields of the content snapshots. */
const FIELDS = ['title', 'subject', 'published', 'chapterId', 'questionIds', 'classIds', 'knowledgePointIds', 'stem'];

const entry = (id: number, action: string, targetType: string, targetId: number, extra = {}) => ({
  id,
  actor: { id: 9, username: 'brandadmin', name: '王品牌' },
  action,
  targetType,
  targetId,
  before: null,
  after: null,
  ip: '127.0.0.1',
  at: '2026-01-05T08:00:00.000Z',
  ...extra,
});

describe('AuditLogCard', { timeout: 30_000 }, () => {
  it.each(['zh', 'en', 'es', 'ja'] as const)(
    'has a readable label for every action, target and field (%s)',
    async (lng) => {
      await changeLanguage(lng);
      for (const action of ACTIONS) {
        const key = `${AUDIT_NS}:actions.${auditActionKey(action)}`;
        expect(translate(key), action).not.toBe(key.slice(AUDIT_NS.length + 1));
        expect(translate(key)).not.toMatch(/audit\.|_/);
      }
      for (const type of AUDIT_TARGET_TYPES) {
        expect(translate(`${AUDIT_NS}:targets.${type}`), type).not.toBe(`targets.${type}`);
      }
      for (const field of FIELDS) expect(translate(`${AUDIT_NS}:fields.${field}`), field).not.toBe(`fields.${field}`);
    },
  );

  it('shows a content item’s history with readable labels (zh)', async () => {
    await changeLanguage('zh');
    loginAs(RoleType.brandingAdmin);
    const server = stubServer(() =>
      page([
        entry(3, 'lesson.publish', 'lesson', 12, { before: { published: false }, after: { published: true } }),
        entry(2, 'lesson.exercises.set', 'lesson', 12, { before: { questionIds: [] }, after: { questionIds: [4, 5] } }),
        entry(1, 'lesson.create', 'lesson', 12, { after: { id: 12, title: '1.1 求根公式', chapterId: 3 } }),
      ]),
    );
    renderOrg(<AuditLogCard targetType="lesson" targetId={12} />);
    const card = await screen.findByTestId('audit-log');
    expect(await within(card).findByText('发布课时')).toBeInTheDocument();
    expect(within(card).getByText('调整练习题')).toBeInTheDocument();
    expect(within(card).getByText('创建课时')).toBeInTheDocument();
    expect(within(card).getByText('练习题')).toBeInTheDocument();
    expect(within(card).getByText('标题')).toBeInTheDocument();
    expect(within(card).getByText('已发布')).toBeInTheDocument();
    // One item: no target column, no filter.
    expect(within(card).queryByText('对象')).toBeNull();
    expect(within(card).queryByTestId('audit-target-filter')).toBeNull();
    expect(Object.fromEntries(server.calls[0]!.url.searchParams)).toEqual({
      page: '1',
      pageSize: '10',
      targetType: 'lesson',
      targetId: '12',
    });
  });

  it('the whole scope: a target column and a filter by kind of target (ja)', async () => {
    await changeLanguage('ja');
    loginAs(RoleType.brandingAdmin);
    const server = stubServer((url) =>
      url.searchParams.get('targetType') === 'material'
        ? page([entry(5, 'material.share', 'material', 8, { before: { classIds: [] }, after: { classIds: [2] } })])
        : page([entry(4, 'knowledgePoint.move', 'knowledgePoint', 7), entry(3, 'course.create', 'course', 2)]),
    );
    renderOrg(<AuditLogCard />);
    const card = await screen.findByTestId('audit-log');
    expect(await within(card).findByText('知識ポイント #7')).toBeInTheDocument();
    expect(within(card).getByText('知識ポイントを移動')).toBeInTheDocument();
    expect(within(card).getByText('コース #2')).toBeInTheDocument();
    expect(within(card).getAllByText('対象', { selector: 'th, th *' }).length).toBeGreaterThan(0);
    expect(server.calls[0]!.url.searchParams.has('targetType')).toBe(false);

    fireEvent.mouseDown(within(card).getByRole('combobox', { name: '対象の種類' }));
    fireEvent.click(await screen.findByTitle('教材'));
    expect(await within(card).findByText('教材を共有')).toBeInTheDocument();
    expect(within(card).getByText('共有先クラス')).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.fromEntries(server.calls.at(-1)!.url.searchParams)).toEqual({
        page: '1',
        pageSize: '10',
        targetType: 'material',
      }),
    );
  });
});
