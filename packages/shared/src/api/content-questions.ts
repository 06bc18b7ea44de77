/** Content endpoints (api/content.ts): the question bank and its knowledge points. */
import { z } from 'zod';
import { BANK_READERS, CONTENT_MANAGERS } from '../access/roles';
import {
  deletedId,
  exportQuestionsQuery,
  getKnowledgeTreeQuery,
  getQuestionDetailQuery,
  getQuestionListQuery,
  idInput,
  knowledgePointDeleted,
  knowledgePointRow,
  knowledgeTree,
  moveInput,
  questionDetail,
  questionImportInput,
  questionImportResult,
  questionList,
  saveKnowledgePointInput,
  saveQuestionInput,
} from '../contracts/content';
import type { EndpointSpec } from './endpoint';

const bankReaders = { scope: 'content', roles: BANK_READERS } as const;
const managers = { scope: 'content', roles: CONTENT_MANAGERS } as const;

export const questionEndpointSpecs = {
  // ---- question bank
  getQuestionList: {
    path: '/openapi/topic/getQuestionList',
    methods: ['GET'],
    input: getQuestionListQuery,
    data: questionList,
    access: bankReaders,
    summary: 'Search the question bank (text, type, subject, grade, knowledge point with descendants, difficulty)',
  },
  getQuestionDetail: {
    path: '/openapi/topic/getQuestionDetail',
    methods: ['GET'],
    input: getQuestionDetailQuery,
    data: questionDetail,
    access: bankReaders,
    summary: 'A question with its answer, rendered preview and analysis',
  },
  saveQuestion: {
    path: '/openapi/topic/saveQuestion',
    methods: ['POST'],
    body: 'json',
    input: saveQuestionInput,
    data: questionDetail,
    access: managers,
    summary: 'Create a question (no id) or replace one; checked type by type; JSON body',
  },
  deleteQuestion: {
    path: '/openapi/topic/deleteQuestion',
    methods: ['POST'],
    body: 'json',
    input: idInput,
    data: deletedId,
    access: managers,
    summary: 'Delete a question (409 while lessons use it)',
  },
  importQuestions: {
    path: '/openapi/topic/importQuestions',
    methods: ['POST'],
    body: 'multipart',
    input: questionImportInput,
    data: questionImportResult,
    access: managers,
    summary:
      'Import questions from a JSON question file or an XLSX sheet (multipart: file; dryRun and brandId in the query string or as fields); every row is checked first, nothing is written unless all pass',
  },
  exportQuestions: {
    path: '/openapi/topic/exportQuestions',
    methods: ['GET'],
    input: exportQuestionsQuery,
    data: z.never(),
    answer: 'file',
    access: bankReaders,
    summary: 'Download the questions of the filters as a JSON question file or an XLSX sheet (simple types)',
  },
  // ---- knowledge points
  getKnowledgeTree: {
    path: '/openapi/topic/getKnowledgeTree',
    methods: ['GET'],
    input: getKnowledgeTreeQuery,
    data: knowledgeTree,
    access: bankReaders,
    summary: 'Knowledge points of a subject, depth-first (platform-wide and the brand’s own)',
  },
  saveKnowledgePoint: {
    path: '/openapi/topic/saveKnowledgePoint',
    methods: ['POST'],
    body: 'json',
    input: saveKnowledgePointInput,
    data: knowledgePointRow,
    access: managers,
    summary: 'Create a knowledge point (appended last under parentId) or rename one',
  },
  moveKnowledgePoint: {
    path: '/openapi/topic/moveKnowledgePoint',
    methods: ['POST'],
    body: 'json',
    input: moveInput,
    data: knowledgePointRow,
    access: managers,
    summary: 'Drag and drop: put a knowledge point under parentId at index',
  },
  deleteKnowledgePoint: {
    path: '/openapi/topic/deleteKnowledgePoint',
    methods: ['POST'],
    body: 'json',
    input: idInput,
    data: knowledgePointDeleted,
    access: managers,
    summary: 'Delete a knowledge point with its descendants (their question links go, the questions stay)',
  },
} satisfies Record<string, EndpointSpec>;
