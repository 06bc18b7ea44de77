import { homeSchool, type ProbeMap, rowsWithin } from '../probe';

/**
 * Precision learning (issue 12 item 3): organization admins in their scope (admin everything, brand admin its
 * brand, school admin its school), the error lists the platform admin only; other roles 403. The views are
 * lists (checked for rows of another scope: the heat map's classes); the drill-downs name a home-school class
 * or student, which a sibling school's or another brand's admin reaches as an unknown id (404).
 */
const list = { page: 1, pageSize: 100 };

export const analyticsProbes: ProbeMap<'analytics'> = {
  'analytics.getJzxHeatmap': {
    kind: 'list',
    input: () => list,
    check: rowsWithin(
      (data) => data.list,
      async (row, w) => ({ brandId: await w.brandOfSchool(row.schoolId), schoolId: row.schoolId }),
    ),
  },
  'analytics.getJzxClassStudents': {
    kind: 'target',
    owner: homeSchool,
    input: ({ w }) => ({ classId: w.home.class81 }),
  },
  'analytics.getJzxStudentAnswers': {
    kind: 'target',
    owner: homeSchool,
    input: async ({ w }) => ({ studentId: await w.homeStudent(), knowledgePointId: w.home.kp }),
  },
  'analytics.getJzxItemAnalysis': { kind: 'list', input: () => list },
  'analytics.getJzxMostMissed': { kind: 'list', input: () => ({ minAttempts: 1 }) },
  'analytics.getJzxTrends': { kind: 'list', input: () => ({}) },
  'analytics.exportJzxReport': { kind: 'list', input: () => ({ view: 'heatmap' }) },
  'analytics.getJzxErrors': { kind: 'list', input: () => ({ ...list, minAttempts: 1 }) },
  'analytics.exportJzxErrors': { kind: 'list', input: () => ({ minAttempts: 1 }) },
};
