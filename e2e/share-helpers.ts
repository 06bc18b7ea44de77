import { api, apiLogin } from './fixtures';

/**
 * Share links for the end-to-end tests (issue 11 item 5): the demo teacher's seeded link (wanghao's corrected
 * report of 八年级2班) and links the teacher makes through the API for the class report and one answer of it.
 */

interface LinkRow {
  id: number;
  kind: 'student_report' | 'class_report' | 'answer';
  state: 'active' | 'expired' | 'revoked';
  address: string | null;
  target: { studentId: number | null; classId: number | null; lessonId: number | null; submissionId: number | null };
}

interface SharedStudentReport {
  report: { items: { questionId: number; correction: unknown; response: { photo?: string } }[] };
}

/** The teacher's seeded link: the only one of wanghao's report. */
export async function demoLink(token: string): Promise<LinkRow> {
  const list = await api<{ list: LinkRow[] }>('/openapi/report/getShareLinks?kind=student_report&pageSize=100', {
    token,
  });
  const demo = list.data?.list?.find((l) => l.state === 'active');
  if (list.code !== 200 || !demo?.address) throw new Error(`no demo share link (${list.code} ${list.msg})`);
  return demo;
}

async function make(token: string, input: Record<string, unknown>): Promise<LinkRow> {
  const res = await api<LinkRow>('/openapi/report/createShareLink', { json: { ...input, expiresInDays: 1 }, token });
  if (res.code !== 200 || !res.data.address) throw new Error(`createShareLink: ${res.code} ${res.msg}`);
  return res.data;
}

export interface SharedAddresses {
  student: string;
  klass: string;
  answer: string;
  /** a link the teacher made and withdrew */
  revoked: string;
  /** the student report's address with a character of its signature changed */
  tampered: string;
}

/** Addresses (path and query) of each public page, and of a withdrawn and a tampered link. */
export async function sharedAddresses(): Promise<SharedAddresses> {
  const teacher = await apiLogin('teacher');
  const demo = await demoLink(teacher.token);
  const { classId, lessonId, submissionId } = demo.target;
  const tokenOf = (address: string) => new URLSearchParams(address.split('?')[1]).get('token') ?? '';
  const report = await api<SharedStudentReport>(
    `/openapi/report/getSharedStudentReport?token=${encodeURIComponent(tokenOf(demo.address ?? ''))}`,
  );
  const corrected = report.data?.report.items.find((i) => i.correction !== null) ?? report.data?.report.items[0];
  if (!corrected) throw new Error(`the demo report has no answer (${report.code} ${report.msg})`);
  const klass = await make(teacher.token, { kind: 'class_report', classId, lessonId });
  const answer = await make(teacher.token, { kind: 'answer', submissionId, questionId: corrected.questionId });
  const withdrawn = await make(teacher.token, { kind: 'answer', submissionId, questionId: corrected.questionId });
  const revoked = await api('/openapi/report/revokeShareLink', { json: { id: withdrawn.id }, token: teacher.token });
  if (revoked.code !== 200) throw new Error(`revokeShareLink: ${revoked.code} ${revoked.msg}`);
  const student = demo.address ?? '';
  const last = student.slice(-1);
  return {
    student,
    klass: klass.address ?? '',
    answer: answer.address ?? '',
    revoked: withdrawn.address ?? '',
    tampered: `${student.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`,
  };
}
