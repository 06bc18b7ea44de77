/**
 * Probes of the org group. Targets are of the home school (启明第一中学) unless the owner says the home
 * brand; changes get a fresh target per cell (an empty school, a student, an empty class, a consultant).
 */
import { classes, classStudents, schools, supportLinks, users } from '../../../db/schema';
import type { FilePart } from '../../../modules/content/test-fixtures';
import { fileMarker, homeBrand, homeOnly, homeSchool, orgCovers, type ProbeMap, rowsWithin } from '../probe';
import { DEMO_MD5, MARK, type World } from '../world';

const userState = (w: World, input: { id?: unknown }) => w.row(users, Number(input.id));

/** A people import file: one new student of the school given as a parameter. */
const peopleCsv = ({ w }: { w: World }): FilePart => ({
  filename: 'people.csv',
  contentType: 'text/csv',
  body: Buffer.from(`username,name\nmx.imp${w.next()},MX 导入\n`),
});

const list = { page: 1, pageSize: 100 };

export const orgProbes: ProbeMap<'org'> = {
  // ---- schools
  'org.getSchoolList': {
    kind: 'list',
    input: () => list,
    check: rowsWithin(
      (data) => data.list,
      (row) => ({ brandId: row.brandId, schoolId: row.id }),
    ),
  },
  'org.getSchoolDetail': {
    kind: 'target',
    input: ({ w }) => ({ id: w.school['qiming-no1'] }),
  },
  'org.updateSchool': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ id: await w.newSchool('qiming'), name: `MX renamed ${w.next()}` }),
    state: (w, input) => w.row(schools, Number(input.id)),
  },
  'org.deleteSchool': {
    kind: 'target',
    owner: homeBrand,
    input: async ({ w }) => ({ id: await w.newSchool('qiming') }),
    writes: schools,
  },
  // ---- brands' schools and admins
  'org.getBrandSchools': {
    kind: 'target',
    owner: homeBrand,
    input: ({ w }) => ({ ...list, brandId: w.brand.qiming }),
    check: rowsWithin(
      (data) => data.list,
      (row) => ({ brandId: row.brandId, schoolId: row.id }),
    ),
  },
  'org.bindBrandSchools': {
    kind: 'target',
    owner: homeBrand,
    // An empty school of acme moves to the home brand.
    input: async ({ w }) => ({ brandId: w.brand.qiming, schoolIds: [await w.newSchool('acme')] }),
    state: (w, input) => w.row(schools, Number(input.schoolIds)),
  },
  'org.getBrandManagerList': {
    kind: 'target',
    owner: homeBrand,
    input: ({ w }) => ({ ...list, brandId: w.brand.qiming }),
    check: rowsWithin(
      (data) => data.list,
      (row) => ({ brandId: row.brandId, schoolId: row.schoolId }),
    ),
  },
  'org.addBrandUser': {
    kind: 'target',
    owner: homeBrand,
    input: ({ w }) => ({ brandId: w.brand.qiming, username: `mx.ba${w.next()}`, name: 'MX 品牌管理员', pwd: DEMO_MD5 }),
    writes: users,
  },
  // ---- users
  'org.getUserList': {
    kind: 'list',
    input: () => list,
    check: rowsWithin(
      (data) => data.list,
      (row) => ({ brandId: row.brandId, schoolId: row.schoolId }),
    ),
  },
  'org.getUserDetail': {
    kind: 'target',
    input: ({ w }) => ({ id: w.userId('student') }),
  },
  'org.saveUser': {
    kind: 'target',
    input: async ({ w }) => ({ id: await w.homeStudent(), name: `MX renamed ${w.next()}` }),
    state: userState,
  },
  'org.setUserStatus': {
    kind: 'target',
    input: async ({ w }) => ({ id: await w.homeStudent(), status: 0 }),
    state: userState,
  },
  'org.deleteUser': {
    kind: 'target',
    input: async ({ w }) => ({ id: await w.homeStudent() }),
    state: userState,
  },
  // ---- classes
  'org.getClassList': {
    kind: 'list',
    input: () => list,
    check: rowsWithin(
      (data) => data.list,
      (row) => ({ brandId: row.brandId, schoolId: row.schoolId }),
    ),
  },
  'org.getClassDetail': {
    kind: 'target',
    input: ({ w }) => ({ id: w.home.class81 }),
  },
  'org.saveClass': {
    kind: 'target',
    input: async ({ w }) => ({ id: await w.newClass(), name: `MX renamed ${w.next()}班` }),
    state: (w, input) => w.row(classes, Number(input.id)),
  },
  'org.deleteClass': {
    kind: 'target',
    input: async ({ w }) => ({ id: await w.newClass() }),
    writes: classes,
  },
  'org.moveStudents': {
    kind: 'target',
    input: async ({ w }) => {
      const [from, to, student] = [await w.newClass(), await w.newClass(), await w.homeStudent()];
      await w.enrol(from, student);
      return { studentIds: [student], fromClassId: from, toClassId: to };
    },
    writes: classStudents,
    state: (w, input) => w.classesOf(Number(input.studentIds)),
  },
  // ---- support links and the helpers' students
  'org.getSupportLinks': {
    kind: 'target',
    input: ({ w }) => ({ ...list, staffId: w.userId('consultant') }),
    check: rowsWithin(
      (data) => data.list,
      async (row, w) => ({ brandId: await w.brandOfSchool(row.schoolId), schoolId: row.schoolId }),
    ),
  },
  'org.setSupportLinks': {
    kind: 'target',
    input: async ({ w }) => ({
      staffId: await w.user('courseConsultant', w.school['qiming-no1'], w.brand.qiming),
      kind: 'consultant',
      studentIds: [w.userId('student')],
    }),
    writes: supportLinks,
  },
  'org.getStuInfoByUserId': {
    kind: 'target',
    // Its admins, its teacher (teacher teaches 八年级1班), its helpers (all three linked), itself: all home.
    covers: homeOnly,
    input: ({ w }) => ({ userId: w.userId('student') }),
  },
  'org.getMyStudents': {
    kind: 'list',
    input: () => list,
    // A helper's students are of its own brand.
    check: rowsWithin(
      (data) => data.list,
      async (row, w) => ({ brandId: await w.brandOfSchool(row.schoolId) }),
      (caller, owner) => owner.brandId === caller.brandId,
    ),
  },
  // ---- audit log and data screen
  'org.getAuditLog': {
    kind: 'target',
    input: ({ w }) => ({ ...list, targetType: 'school', targetId: w.school['qiming-no1'] }),
  },
  'org.getDataScreen': {
    kind: 'target',
    input: ({ w }) => ({ schoolId: w.school['qiming-no1'], tz: 'Asia/Shanghai' }),
    check: ({ data }, { w }) =>
      data.school.id === w.school['qiming-no1'] ? null : `shows the figures of school ${data.school.id}`,
  },
  // Its first message is the figures of the school named, and of no other.
  'org.getDataScreenStream': {
    kind: 'target',
    input: ({ w }) => ({ schoolId: w.school['qiming-no1'], tz: 'Asia/Shanghai' }),
    check: ({ body }, { w }) => {
      const text = body.toString('utf8');
      const data = /^event: figures\ndata: (.*)$/m.exec(text)?.[1];
      if (!data) return `no figures in ${JSON.stringify(text.slice(0, 200))}`;
      const id = (JSON.parse(data) as { school: { id: number } }).school.id;
      return id === w.school['qiming-no1'] ? null : `streams the figures of school ${id}`;
    },
  },
  // ---- people import and export
  'org.getImportTemplate': {
    kind: 'list',
    input: () => ({ roleType: 1, format: 'csv' }),
    // Its example row names a school of the caller's scope, never one outside it.
    check: fileMarker(MARK.schoolName, (c, w) => orgCovers(c, homeSchool(w)), true),
  },
  'org.previewUserImport': {
    kind: 'target',
    input: ({ w }) => ({ roleType: 1, schoolId: w.school['qiming-no1'] }),
    file: peopleCsv,
    writes: users,
  },
  'org.importUsers': {
    kind: 'target',
    input: ({ w }) => ({ roleType: 1, schoolId: w.school['qiming-no1'] }),
    file: peopleCsv,
    writes: users,
  },
  'org.exportUsers': {
    kind: 'list',
    input: ({ w }) => ({ schoolId: w.school['qiming-no1'], format: 'csv' }),
    check: fileMarker(MARK.user, (c, w) => orgCovers(c, homeSchool(w))),
  },
};
