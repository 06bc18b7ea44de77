/** The teaching and learning loop (issue 10): the public face of the module. */
export { formulaEquivalent } from './grading/formula';
export { type Grade, type GradedQuestion, gradeAnswer, gradeBlank } from './grading/grade';
export { learningRoutes } from './routes';
export { reviewRoutes } from './wrong-book/routes';
// The correction module (modules/correction) grades handed-in work: it builds its pages from the report's
// parts and scores finished work as the submit does.
export { correctionOf, marksOf, reportOf, responseOf } from './lessons/service';
export { scoreOf } from './lessons/work';
export { photoUrlsFor } from './photos/urls';
