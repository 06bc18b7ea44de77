// The reports' addresses, for links between the pages (kept apart from the pages: a link does not load one).

/** The after-class evaluation of a class on a lesson. */
export const evaluationPath = (classId: number, lessonId: number) =>
  `/afterClassEvaluation/index?classId=${classId}&lessonId=${lessonId}`;
