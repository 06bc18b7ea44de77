import {
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  EditOutlined,
  ExclamationCircleOutlined,
  FileDoneOutlined,
  ReadOutlined,
  TrophyOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import type { StudentToday, TeacherToday, TodayHomeworkRow } from '@edu/shared';
import { COOKIE_EXPIRES_DAYS, STORAGE_KEYS } from '@edu/shared/constants';
import { Col, Row } from 'antd';
import Cookies from 'js-cookie';
import { useTranslation } from 'react-i18next';
import { useStudentToday, useTeacherToday } from './today-api';
import { dueStateOf, nothingToDo, orderTodo, timeOfDay, todayPaths } from './today-model';
import { AllClear, Flag, Item, Part, TodoCard, When } from './today-parts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const classLesson = (r: { className: string; courseTitle: string }) => `${r.className} · ${r.courseTitle}`;

function handedIn(t: Translate, r: TodayHomeworkRow) {
  return t('todo.teacher.handedIn', { submitted: r.submitted, students: r.students });
}

/** The teacher's day: hand-ins to grade, homework due or gone due, lessons to prepare, today's releases. */
export function TeacherTodo() {
  const { t } = useTranslation('dashboard');
  const query = useTeacherToday(true);
  const day: TeacherToday | undefined = query.data;
  return (
    <TodoCard title={t('todo.title')} intro={t('todo.teacherIntro')} query={query} testId="today-teacher">
      {day &&
        (nothingToDo([day.prepare, day.releases, day.dueSoon, day.pastDue, day.toGrade]) ? (
          <AllClear text={t('todo.teacherClear')} />
        ) : (
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12} xl={8}>
              <Part
                id="grade"
                icon={<FileDoneOutlined />}
                title={t('todo.teacher.toGrade')}
                part={day.toGrade}
                empty={t('todo.teacher.toGradeEmpty')}
              >
                {day.toGrade.list.map((r) => (
                  <Item
                    key={`${r.classId}-${r.lessonId}`}
                    to={todayPaths.classDetail(r.classId)}
                    title={r.title}
                    meta={classLesson(r)}
                    testId="today-grade-item"
                    facts={
                      <>
                        <Flag tone="warning">{t('todo.teacher.waiting', { count: r.waiting })}</Flag>
                        <When iso={r.oldestAt} label={(rel) => t('todo.teacher.waitingSince', { relative: rel })} />
                      </>
                    }
                  />
                ))}
              </Part>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Part
                id="due"
                icon={<ClockCircleOutlined />}
                title={t('todo.teacher.dueSoon')}
                part={day.dueSoon}
                empty={t('todo.teacher.dueSoonEmpty')}
              >
                {day.dueSoon.list.map((r) => (
                  <Item
                    key={`${r.classId}-${r.lessonId}`}
                    to={todayPaths.classDetail(r.classId)}
                    title={r.title}
                    meta={classLesson(r)}
                    testId="today-due-item"
                    facts={
                      <>
                        <When iso={r.dueAt} label={(rel) => t('todo.due', { relative: rel })} />
                        <Flag tone={r.missing === 0 ? 'ok' : 'info'}>{handedIn(t, r)}</Flag>
                      </>
                    }
                  />
                ))}
              </Part>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Part
                id="past"
                icon={<ExclamationCircleOutlined />}
                title={t('todo.teacher.pastDue')}
                part={day.pastDue}
                empty={t('todo.teacher.pastDueEmpty')}
              >
                {day.pastDue.list.map((r) => (
                  <Item
                    key={`${r.classId}-${r.lessonId}`}
                    to={todayPaths.classDetail(r.classId)}
                    title={r.title}
                    meta={classLesson(r)}
                    testId="today-past-item"
                    facts={
                      <>
                        <When iso={r.dueAt} label={(rel) => t('todo.wasDue', { relative: rel })} />
                        {r.missing > 0 ? (
                          <Flag tone="danger" icon={<ExclamationCircleOutlined aria-hidden />}>
                            {t('todo.teacher.missing', { count: r.missing })}
                          </Flag>
                        ) : (
                          <Flag tone="ok" icon={<CheckCircleOutlined aria-hidden />}>
                            {t('todo.teacher.allIn')}
                          </Flag>
                        )}
                      </>
                    }
                  />
                ))}
              </Part>
            </Col>
            <Col xs={24} md={12} xl={12}>
              <Part
                id="prepare"
                icon={<EditOutlined />}
                title={t('todo.teacher.prepare')}
                part={day.prepare}
                empty={t('todo.teacher.prepareEmpty')}
              >
                {day.prepare.list.map((r) => (
                  <Item
                    key={`${r.classId}-${r.lessonId}`}
                    to={todayPaths.prepare(r.classId, r.lessonId)}
                    title={r.title}
                    meta={classLesson(r)}
                    testId="today-prepare-item"
                    facts={
                      <>
                        <Flag tone={r.prepState === 'draft' ? 'info' : 'warning'}>
                          {r.prepState === 'draft' ? t('todo.teacher.draft') : t('todo.teacher.notPrepared')}
                        </Flag>
                        {r.plannedOn && (
                          <span className="today-when">{t('todo.teacher.plannedOn', { date: r.plannedOn })}</span>
                        )}
                        {r.unlockAt && (
                          <When iso={r.unlockAt} label={(rel) => t('todo.teacher.opens', { relative: rel })} />
                        )}
                      </>
                    }
                  />
                ))}
              </Part>
            </Col>
            <Col xs={24} md={24} xl={12}>
              <Part
                id="releases"
                icon={<UnlockOutlined />}
                title={t('todo.teacher.releases')}
                part={day.releases}
                empty={t('todo.teacher.releasesEmpty')}
              >
                {day.releases.list.map((r) => (
                  <Item
                    key={`${r.classId}-${r.lessonId}`}
                    to={todayPaths.lockUp(r.classId)}
                    title={r.title}
                    meta={classLesson(r)}
                    testId="today-release-item"
                    facts={
                      <Flag tone={r.released ? 'ok' : 'info'} icon={<CalendarOutlined aria-hidden />}>
                        {t(r.released ? 'todo.teacher.releasedAt' : 'todo.teacher.opensAt', {
                          time: timeOfDay(r.unlockAt),
                        })}
                      </Flag>
                    }
                  />
                ))}
              </Part>
            </Col>
          </Row>
        ))}
    </TodoCard>
  );
}

/** Opening a homework from the to-do: the lesson page knows the student came to do its work (spec: ToDoWork). */
export function markToDoWork(): void {
  Cookies.set(STORAGE_KEYS.toDoWorkCookie, 'true', { expires: COOKIE_EXPIRES_DAYS });
}

/** The student's day: homework to do (overdue first), lessons in progress, latest results. */
export function StudentTodo() {
  const { t } = useTranslation('dashboard');
  const query = useStudentToday(true);
  const day: StudentToday | undefined = query.data;
  return (
    <TodoCard title={t('todo.title')} intro={t('todo.studentIntro')} query={query} testId="today-student">
      {day &&
        (nothingToDo([day.todo, day.inProgress, { total: day.results.length }]) ? (
          <AllClear text={t('todo.studentClear')} />
        ) : (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={10}>
              <Part
                id="homework"
                icon={<ReadOutlined />}
                title={t('todo.student.todo')}
                part={day.todo}
                empty={t('todo.student.todoEmpty')}
              >
                {orderTodo(day.todo.list).map((r) => {
                  const overdue = dueStateOf(r.dueAt) === 'overdue';
                  return (
                    <Item
                      key={`${r.className}-${r.lessonId}`}
                      to={todayPaths.lesson(r.lessonId)}
                      onOpen={markToDoWork}
                      title={r.title}
                      meta={classLesson(r)}
                      testId="today-homework-item"
                      facts={
                        <>
                          {overdue && (
                            <Flag tone="danger" icon={<ExclamationCircleOutlined aria-hidden />}>
                              {t('todo.overdue')}
                            </Flag>
                          )}
                          <When
                            iso={r.dueAt}
                            label={(rel) => t(overdue ? 'todo.wasDue' : 'todo.due', { relative: rel })}
                          />
                          <Flag tone="info">
                            {t(r.state === 'in_progress' ? 'todo.student.started' : 'todo.student.notStarted')}
                          </Flag>
                        </>
                      }
                    />
                  );
                })}
              </Part>
            </Col>
            <Col xs={24} md={12} lg={7}>
              <Part
                id="progress"
                icon={<EditOutlined />}
                title={t('todo.student.inProgress')}
                part={day.inProgress}
                empty={t('todo.student.inProgressEmpty')}
              >
                {day.inProgress.list.map((r) => (
                  <Item
                    key={`${r.className}-${r.lessonId}`}
                    to={todayPaths.lesson(r.lessonId)}
                    title={r.title}
                    meta={classLesson(r)}
                    testId="today-progress-item"
                    facts={<When iso={r.updatedAt} label={(rel) => t('todo.student.saved', { relative: rel })} />}
                  />
                ))}
              </Part>
            </Col>
            <Col xs={24} md={12} lg={7}>
              <Part
                id="results"
                icon={<TrophyOutlined />}
                title={t('todo.student.results')}
                part={{ list: day.results, total: day.results.length }}
                empty={t('todo.student.resultsEmpty')}
              >
                {day.results.map((r) => (
                  <Item
                    key={`${r.lessonId}-${r.gradedAt}`}
                    to={todayPaths.lesson(r.lessonId)}
                    title={r.title}
                    meta={r.courseTitle}
                    testId="today-result-item"
                    facts={
                      <>
                        <Flag tone={r.score >= 60 ? 'ok' : 'danger'}>
                          {t('todo.student.score', { score: Math.round(r.score * 10) / 10 })}
                        </Flag>
                        <When iso={r.gradedAt} />
                      </>
                    }
                  />
                ))}
              </Part>
            </Col>
          </Row>
        ))}
    </TodoCard>
  );
}
