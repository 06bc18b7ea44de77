import { STUDENTS } from '../access/roles';
import {
  answerPracticeInput,
  answerPracticeResult,
  finishPracticeInput,
  getPracticeHistoryQuery,
  getPracticeQuery,
  getWrongBookQuery,
  getWrongSheetQuery,
  openPractice,
  practiceHistory,
  practiceSet,
  startPracticeInput,
  wrongBook,
  wrongBookGroups,
  wrongSheet,
} from '../contracts/review';
import { z } from 'zod';
import { endpointGroup } from './endpoint';

/** A student's own book (DESIGN.md section 3: "student: itself"); every other role 403. */
const students = { scope: 'classroom', roles: STUDENTS } as const;

/** The student's wrong-question book and its training camp (issue 11 item 3; modules/learning/wrong-book). */
export const wrongBookEndpoints = endpointGroup('review', {
  getWrongBook: {
    path: '/openapi/review/getWrongBook',
    methods: ['GET'],
    input: getWrongBookQuery,
    data: wrongBook,
    access: students,
    summary:
      "The student's wrong-question book, paged: subject, knowledge point, state, keyword and sort; each question with its wrong answer, the key, the analysis, counts, mastery and where it came from",
  },
  getWrongBookGroups: {
    path: '/openapi/review/getWrongBookGroups',
    methods: ['GET'],
    input: z.object({}),
    data: wrongBookGroups,
    access: students,
    summary: "The book's tree: subject → knowledge point, with the questions learnt and mastered in each",
  },
  getWrongSheet: {
    path: '/openapi/review/getWrongSheet',
    methods: ['GET'],
    input: getWrongSheetQuery,
    data: wrongSheet,
    access: students,
    summary:
      'The printed sheet (/wrongQues): at most 50 questions of the book (the filters, or ids) without answers, then the key',
  },
  startPractice: {
    path: '/openapi/review/startPractice',
    methods: ['POST'],
    body: 'json',
    input: startPracticeInput,
    data: practiceSet,
    access: students,
    summary:
      'Starts a training camp set: due questions of the book, unseen ones of the same knowledge points, then the rest (409 with the open set, 400 when nothing to practise)',
  },
  getPractice: {
    path: '/openapi/review/getPractice',
    methods: ['GET'],
    input: getPracticeQuery,
    data: openPractice,
    access: students,
    summary: 'The training camp set in progress (null when none), or one set by id: answered items with their key',
  },
  answerPractice: {
    path: '/openapi/review/answerPractice',
    methods: ['POST'],
    body: 'json',
    input: answerPracticeInput,
    data: answerPracticeResult,
    access: students,
    summary:
      "Answers one item of the set in progress, once (409 after): graded at once, recorded in the book; the key and the entry's new state",
  },
  finishPractice: {
    path: '/openapi/review/finishPractice',
    methods: ['POST'],
    body: 'json',
    input: finishPracticeInput,
    data: practiceSet,
    access: students,
    summary: 'Finishes the set in progress: scored over its answered items',
  },
  getPracticeHistory: {
    path: '/openapi/review/getPracticeHistory',
    methods: ['GET'],
    input: getPracticeHistoryQuery,
    data: practiceHistory,
    access: students,
    summary: "The student's training camp sets, newest first",
  },
});
