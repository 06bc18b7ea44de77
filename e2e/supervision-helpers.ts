import { api, apiLogin } from './fixtures';

/** Helpers of the class supervision end-to-end test (tests/supervision.spec.ts) and the accessibility gate. */

type SessionRow = { id: number; classId: number; state: 'live' | 'ended' };

/** Ends every live session of a class (a test run stopped half-way leaves one: a class has one at a time). */
export async function endLiveSessions(classId: number): Promise<void> {
  const { token } = await apiLogin('teacher');
  const live = await api<{ list: SessionRow[] }>(
    `/openapi/supervise/getClassSessions?state=live&classId=${classId}&pageSize=50`,
    { token },
  );
  for (const s of live.data?.list ?? []) {
    await api('/openapi/supervise/endClassSession', { json: { sessionId: s.id }, token });
  }
}

/**
 * A live session of the demo teacher's 八年级2班 on a lesson the demo data releases to it (started through the
 * API, or the one already live), for the accessibility gate's board page.
 */
export async function liveSessionOf82(): Promise<number> {
  const { token } = await apiLogin('teacher');
  const classes = await api<{ id: number; name: string }[]>('/openapi/learning/getMyClasses', { token });
  const classId = classes.data?.find((c) => c.name === '八年级2班')?.id;
  if (!classId) throw new Error(`liveSessionOf82: no class (${classes.code} ${classes.msg})`);
  const live = await api<{ list: SessionRow[] }>(
    `/openapi/supervise/getClassSessions?state=live&classId=${classId}&pageSize=1`,
    { token },
  );
  const running = live.data?.list?.[0]?.id;
  if (running) return running;
  const progress = await api<{ lessons: { lessonId: number }[] }>(
    `/openapi/learning/getClassProgress?classId=${classId}&pageSize=1`,
    { token },
  );
  const lessonId = progress.data?.lessons?.[0]?.lessonId;
  if (!lessonId) throw new Error(`liveSessionOf82: no released lesson (${progress.code} ${progress.msg})`);
  const started = await api<{ id: number }>('/openapi/supervise/startClassSession', {
    json: { classId, lessonId },
    token,
  });
  if (started.code !== 200) throw new Error(`startClassSession: ${started.code} ${started.msg}`);
  return started.data.id;
}
