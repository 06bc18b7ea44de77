/** AI courses (issue 14 item 3): learning endpoints (api/learning.ts) of one student's adaptive course. */
import { ORG_ADMINS, STUDENTS, TEACHERS } from '../access/roles';
import {
  aiCourseDetail,
  aiCourseList,
  aiNextItem,
  answerAiItemInput,
  answerAiItemResult,
  createAiCourseInput,
  getAiCourseQuery,
  getAiCoursesQuery,
  getMyAiCourseItemQuery,
} from '../contracts/ai-course';
import { z } from 'zod';
import { aiCourseRow } from '../contracts/ai-course';
import type { EndpointSpec } from './endpoint';

/** One student's record: a teacher of one of its classes, or an admin whose scope holds it. */
const studentRecord = { scope: 'student', roles: [...TEACHERS, ...ORG_ADMINS] } as const;
/** The student itself, its own courses. */
const student = { scope: 'classroom', roles: STUDENTS } as const;

export const aiCourseEndpointSpecs = {
  createAiCourse: {
    path: '/openapi/learning/createAiCourse',
    methods: ['POST'],
    body: 'json',
    input: createAiCourseInput,
    data: aiCourseRow,
    access: studentRecord,
    summary:
      'Builds an AI course for a student from its weakest knowledge points (Bayesian Knowledge Tracing over its graded answers); audited',
  },
  getAiCourses: {
    path: '/openapi/learning/getAiCourses',
    methods: ['GET'],
    input: getAiCoursesQuery,
    data: aiCourseList,
    access: studentRecord,
    summary: "A student's AI courses, newest first, with P(known) of their knowledge points",
  },
  getAiCourse: {
    path: '/openapi/learning/getAiCourse',
    methods: ['GET'],
    input: getAiCourseQuery,
    data: aiCourseDetail,
    access: studentRecord,
    summary: 'One AI course: its items in order with why each was chosen and how it was answered',
  },
  getMyAiCourses: {
    path: '/openapi/learning/getMyAiCourses',
    methods: ['GET'],
    input: z.object({}),
    data: aiCourseList,
    access: student,
    summary: "The calling student's own AI courses",
  },
  getMyAiCourseItem: {
    path: '/openapi/learning/getMyAiCourseItem',
    methods: ['GET'],
    input: getMyAiCourseItemQuery,
    data: aiNextItem,
    access: student,
    summary: "The next item of one of the student's AI courses (chosen now if none is pending); null once complete",
  },
  answerAiCourseItem: {
    path: '/openapi/learning/answerAiCourseItem',
    methods: ['POST'],
    body: 'json',
    input: answerAiItemInput,
    data: answerAiItemResult,
    access: student,
    summary:
      'Answers the pending item (graded like homework), updates P(known) of its knowledge point and chooses the next item',
  },
} satisfies Record<string, EndpointSpec>;
