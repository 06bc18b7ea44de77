// The learning pages' addresses, for links between them (kept apart from the pages: a link does not load one).

export const classDetailPath = (classId: number, tab?: 'homework') =>
  `/myClass/myClassDetail?classId=${classId}${tab ? `&tab=${tab}` : ''}`;
export const studentDaysPath = (studentId: number) => `/myStudent/Studentays?studentId=${studentId}`;
