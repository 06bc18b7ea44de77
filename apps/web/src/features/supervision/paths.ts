// The supervision pages' addresses, for links between them (kept apart from the pages: a link does not load one).

/** The live board (or the replay, once ended) of a session. */
export const sessionBoardPath = (sessionId: number) => `/superviseClass/superviseClassDetail?sessionId=${sessionId}`;

export const SESSION_LIST_PATH = '/superviseClass/superviseClassEnd';
