import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../http/define-route';
import { createStorage } from '../../storage/storage';
import { receiveFile, removeTmp } from '../../storage/upload';
import { aiCourseRoutes } from './ai-course/routes';
import { pickLanguage } from '@edu/shared/messages';
import { askStudyAssistant, getStudyAssistant } from './assistant/service';
import { getMyClasses } from './classroom';
import { getMyLessons } from './lessons/queries';
import { getLessonReport, getStudentLesson } from './lessons/service';
import { saveAnswers, submitLesson } from './lessons/work';
import { openAnswerPhoto, photoMaxBytes, uploadAnswerPhoto } from './photos/service';
import { getLessonPreparations, getPreparationList, getUpcomingLessons } from './preparations/queries';
import { getPrepRevision, getPrepRevisions, restorePrepRevision } from './preparations/revisions';
import { getPreparation, getPreparationDetail, savePreparation } from './preparations/service';
import { getClassHomework, getHomeworkStatus, getMyHomework } from './homework/queries';
import { removeHomework, setHomework } from './homework/service';
import { getClassProgress } from './progress/queries';
import { getClassReleases, setLessonRelease } from './releases/service';
import { getStudentDays, getStudentReport, getTaughtStudents } from './students/queries';
import { getFollowUps, getSupportLessonReport, getSupportStudentLessons, getSupportStudents } from './support/queries';
import { addFollowUp, deleteFollowUp } from './support/service';
import { getStudentToday, getTeacherToday } from './today/queries';

/** The teaching and learning loop: the table's entries (packages/shared/src/api/learning.ts) with their handlers. */
export async function learningRoutes(app: FastifyInstance) {
  defineRoute(app, api.learning.getMyClasses, (_q, { db, caller }) => getMyClasses(db, caller.scope));
  defineRoute(app, api.learning.getClassProgress, (q, { db, caller }) => getClassProgress(db, caller.scope, q));
  defineRoute(app, api.learning.getTaughtStudents, (q, { db, caller }) => getTaughtStudents(db, caller.scope, q));
  defineRoute(app, api.learning.getStudentDays, (q, { db, caller }) => getStudentDays(db, caller.scope, q));
  defineRoute(app, api.learning.getStudentReport, (q, { db, caller }) => getStudentReport(db, caller.scope, q));
  defineRoute(app, api.learning.getClassReleases, (q, { db, caller }) => getClassReleases(db, caller.scope, q));
  defineRoute(app, api.learning.setLessonRelease, (input, { db, caller }) => setLessonRelease(db, caller, input));
  defineRoute(app, api.learning.getMyLessons, (q, { db, caller }) => getMyLessons(db, caller.scope, q));
  defineRoute(app, api.learning.getStudentLesson, (q, { db, caller }) =>
    getStudentLesson(db, caller.scope, q.lessonId),
  );
  defineRoute(app, api.learning.saveAnswers, (input, { db, caller }) => saveAnswers(db, caller, input));
  defineRoute(app, api.learning.submitLesson, (input, { db, caller }) => submitLesson(db, caller, input));
  // The study assistant (assistant/): refusals are envelopes, the answer a stream.
  defineRoute(app, api.learning.getStudyAssistant, (q, { db, config, caller }) =>
    getStudyAssistant(db, config, caller.scope, q.lessonId),
  );
  defineRoute(app, api.learning.askStudyAssistant, (input, { db, config, caller, request, reply }) =>
    askStudyAssistant(db, config, caller.scope, input, pickLanguage(request.headers['accept-language']), reply),
  );
  // Photos of handwritten work (photos/)
  const storage = createStorage(app.config);
  const tmpDir = path.join(app.config.dataDir, 'tmp');
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 20 } });
  }
  defineRoute(app, api.learning.uploadAnswerPhoto, async (input, { db, caller, request }) => {
    const file = await receiveFile(request, tmpDir, photoMaxBytes(app.config.uploadMaxBytes));
    try {
      return await uploadAnswerPhoto(db, storage, caller.scope, input, file);
    } finally {
      await removeTmp(file);
    }
  });
  defineRoute(app, api.learning.answerPhoto, (q, { db, reply }) => openAnswerPhoto(db, storage, q, reply));
  defineRoute(app, api.learning.getLessonReport, (q, { db, caller }) => getLessonReport(db, caller.scope, q.lessonId));
  // Lesson preparation and polishing (preparations/)
  defineRoute(app, api.learning.getUpcomingLessons, (q, { db, caller }) => getUpcomingLessons(db, caller.scope, q));
  defineRoute(app, api.learning.getPreparation, (q, { db, caller }) => getPreparation(db, caller.scope, q));
  defineRoute(app, api.learning.savePreparation, (input, { db, caller }) => savePreparation(db, caller, input));
  defineRoute(app, api.learning.getPreparationList, (q, { db, caller }) => getPreparationList(db, caller.scope, q));
  defineRoute(app, api.learning.getPrepRevisions, (q, { db, caller }) => getPrepRevisions(db, caller.scope, q));
  defineRoute(app, api.learning.getPrepRevision, (q, { db, caller }) => getPrepRevision(db, caller.scope, q));
  defineRoute(app, api.learning.restorePrepRevision, (input, { db, caller }) => restorePrepRevision(db, caller, input));
  defineRoute(app, api.learning.getLessonPreparations, (q, { db, caller }) =>
    getLessonPreparations(db, caller.scope, q),
  );
  defineRoute(app, api.learning.getPreparationDetail, (q, { db, caller }) =>
    getPreparationDetail(db, caller.scope, q.id),
  );
  // Homework (homework/)
  defineRoute(app, api.learning.getClassHomework, (q, { db, caller }) => getClassHomework(db, caller.scope, q));
  defineRoute(app, api.learning.getHomeworkStatus, (q, { db, caller }) => getHomeworkStatus(db, caller.scope, q));
  defineRoute(app, api.learning.setHomework, (input, { db, caller }) => setHomework(db, caller, input));
  defineRoute(app, api.learning.removeHomework, (input, { db, caller }) => removeHomework(db, caller, input));
  defineRoute(app, api.learning.getMyHomework, (q, { db, caller }) => getMyHomework(db, caller.scope, q));
  // Today: the dashboard's to-do (today/)
  defineRoute(app, api.learning.getTeacherToday, (q, { db, caller }) => getTeacherToday(db, caller.scope, q));
  defineRoute(app, api.learning.getStudentToday, (_q, { db, caller }) => getStudentToday(db, caller.scope));
  // A DL's work list (support/)
  defineRoute(app, api.learning.getSupportStudents, (q, { db, caller }) => getSupportStudents(db, caller.scope, q));
  defineRoute(app, api.learning.getFollowUps, (q, { db, caller }) => getFollowUps(db, caller.scope, q));
  defineRoute(app, api.learning.addFollowUp, (input, { db, caller }) => addFollowUp(db, caller, input));
  defineRoute(app, api.learning.deleteFollowUp, (input, { db, caller }) => deleteFollowUp(db, caller, input));
  defineRoute(app, api.learning.getSupportStudentLessons, (q, { db, caller }) =>
    getSupportStudentLessons(db, caller.scope, q),
  );
  defineRoute(app, api.learning.getSupportLessonReport, (q, { db, caller }) =>
    getSupportLessonReport(db, caller.scope, q),
  );
  // AI courses (ai-course/)
  aiCourseRoutes(app);
}
