/** The teaching and learning loop (issue 10): the public face of the module. */
export { formulaEquivalent } from './grading/formula';
export { type Grade, type GradedQuestion, gradeAnswer, gradeBlank } from './grading/grade';
export { learningRoutes } from './routes';
