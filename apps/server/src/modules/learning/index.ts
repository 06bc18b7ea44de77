/** The teaching and learning loop (issue 10): the public face of the module. */
export { type Grade, type GradedQuestion, gradeAnswer, gradeBlank } from './grading/grade';
export { learningRoutes } from './routes';
export { reviewRoutes } from './wrong-book/routes';
// Every graded answer goes into the wrong-question book through here (hand-ins, a person's grades, the camp,
// accepted error corrections: modules/correction).
export { type BookOutcome, recordOutcomes } from './wrong-book/record';
export { settleBook } from './wrong-book/recorder';
// The demo data practise in the training camp as a student does (scripts/seed/seed-review.ts).
export { startPracticeIn } from './wrong-book/camp';
export { answerPracticeIn, finishPracticeIn } from './wrong-book/practice';
// The correction module (modules/correction) grades handed-in work: it builds its pages from the report's
// parts and scores finished work as the submit does.
export { correctionOf, marksOf, reportOf, responseOf } from './lessons/service';
export { scoreOf } from './lessons/work';
export { photoUrlsFor } from './photos/urls';
// Share links of reports (modules/reports/share): a teacher shares the work of the classes it teaches.
export { type TaughtClass, taughtClass } from './classroom';
// Error correction (modules/correction/error-corrections) stores the photo of a redo as answer photos are stored.
export { photoMaxBytes, storeAnswerPhoto } from './photos/service';
// Reports (modules/reports): a class's report reads the questions the class worked on, in their order, and the
// student's trend counts days in its time zone as the dashboard does.
export { exercisesOf } from './lessons/service';
export { addDays, dayIn } from './today/queries';
// Live class supervision (modules/supervision) opens a session on a lesson the teacher may read.
export { readableLessonQuery } from './lessons/service';
