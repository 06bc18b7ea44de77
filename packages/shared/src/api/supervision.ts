import { STUDENTS, TEACHERS } from '../access/roles';
import {
  classSessionBoard,
  classSessionList,
  classSessionRow,
  getClassSessionsQuery,
  myLiveSession,
  myLiveSessionQuery,
  postSessionPresenceInput,
  sendSessionActionInput,
  sessionActionResult,
  sessionIdQuery,
  sessionPresence,
  sessionStreamQuery,
  sessionSummary,
  sessionTimeline,
  startClassSessionInput,
} from '../contracts/supervision';
import { endpointGroup } from './endpoint';
import { z } from 'zod';

/** A teacher runs sessions of the classes it teaches (another teacher's class answers 404). */
const teacher = { scope: 'classroom', roles: TEACHERS } as const;
/** Reading a session: its class's teachers, and the platform admin any (checked per session by the server). */
const reader = { scope: 'session', roles: ['teacher', 'admin'] } as const;
/** A student: the live session of its own class only. */
const student = { scope: 'classroom', roles: STUDENTS } as const;

/**
 * Live class supervision (issue 12 items 1-2; apps/server/src/modules/supervision/README.md): sessions, the
 * live board, actions to the students' pages, the Server-Sent Events streams (answer 'sse': `id:` the event
 * id, `event:` its kind, `data:` the sessionEvent JSON; resumable with Last-Event-ID), replay and summary.
 */
export const supervisionEndpoints = endpointGroup('supervision', {
  startClassSession: {
    path: '/openapi/supervise/startClassSession',
    methods: ['POST'],
    body: 'json',
    input: startClassSessionInput,
    data: classSessionRow,
    access: teacher,
    summary: 'Starts a live session of a class the teacher teaches on a lesson (409 while the class has one)',
  },
  endClassSession: {
    path: '/openapi/supervise/endClassSession',
    methods: ['POST'],
    body: 'json',
    input: sessionIdQuery,
    data: classSessionRow,
    access: teacher,
    summary: 'Ends a live session (an ended one answers as it is)',
  },
  getClassSessions: {
    path: '/openapi/supervise/getClassSessions',
    methods: ['GET'],
    input: getClassSessionsQuery,
    data: classSessionList,
    access: reader,
    summary: 'The teacher’s sessions (admin: every session), live first, then ended ones newest first',
  },
  getClassSession: {
    path: '/openapi/supervise/getClassSession',
    methods: ['GET'],
    input: sessionIdQuery,
    data: classSessionBoard,
    access: reader,
    summary: 'The live board: presence, position and answers of every student, the question most are stuck on',
  },
  sendSessionAction: {
    path: '/openapi/supervise/sendSessionAction',
    methods: ['POST'],
    body: 'json',
    input: sendSessionActionInput,
    data: sessionActionResult,
    access: teacher,
    summary: 'Sends an action to the students’ pages: focus everyone on question N, or end the session',
  },
  getSessionTimeline: {
    path: '/openapi/supervise/getSessionTimeline',
    methods: ['GET'],
    input: sessionIdQuery,
    data: sessionTimeline,
    access: reader,
    summary: 'Every event of an ended session with its time, to replay it (409 while it is live)',
  },
  getSessionSummary: {
    path: '/openapi/supervise/getSessionSummary',
    methods: ['GET'],
    input: sessionIdQuery,
    data: sessionSummary,
    access: reader,
    summary: 'Attendance, the time spent on each question and its accuracy',
  },
  getSessionStream: {
    path: '/openapi/supervise/getSessionStream',
    methods: ['GET'],
    input: sessionStreamQuery,
    data: z.never(),
    answer: 'sse',
    access: reader,
    summary: 'Server-Sent Events of every event of the session after lastEventId (or Last-Event-ID), then live ones',
  },
  getMyLiveSession: {
    path: '/openapi/supervise/getMyLiveSession',
    methods: ['GET'],
    input: myLiveSessionQuery,
    data: myLiveSession,
    access: student,
    summary: 'The live session of the student’s class on a lesson, if any',
  },
  postSessionPresence: {
    path: '/openapi/supervise/postSessionPresence',
    methods: ['POST'],
    body: 'json',
    input: postSessionPresenceInput,
    data: sessionPresence,
    access: student,
    summary: 'The student’s heartbeat in a live session of its class, with the question it is on',
  },
  getMySessionStream: {
    path: '/openapi/supervise/getMySessionStream',
    methods: ['GET'],
    input: sessionStreamQuery,
    data: z.never(),
    answer: 'sse',
    access: student,
    summary: 'Server-Sent Events of the teacher’s actions (focus, end) in the session of the student’s class',
  },
});
