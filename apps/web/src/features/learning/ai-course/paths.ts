// The AI course pages' addresses (kept apart from the pages: a link does not load one).
export const aiCoursePath = (studentId: number, id?: number) =>
  `/myStudent/aiCourse?studentId=${studentId}${id ? `&id=${id}` : ''}`;
export const stuAiCoursePath = (id?: number) => `/stuLesson/aiCourse${id ? `?id=${id}` : ''}`;
