import type { FastifyInstance } from 'fastify';
import { api } from '@edu/shared/api';
import { defineRoute } from '../../../http/define-route';
import { getWrongBook, getWrongBookGroups, getWrongSheet } from './book';
import { startPractice } from './camp';
import { answerPractice, finishPractice, getPractice, getPracticeHistory } from './practice';
import { bookRecorder } from './recorder';

/** The wrong-question book and its training camp: the table's entries (packages/shared/src/api/review-book.ts). */
export async function reviewRoutes(app: FastifyInstance) {
  const R = api.review;
  defineRoute(app, R.getWrongBook, (q, { db, caller }) => getWrongBook(db, caller.scope, q));
  defineRoute(app, R.getWrongBookGroups, (_q, { db, caller }) => getWrongBookGroups(db, caller.scope));
  defineRoute(app, R.getWrongSheet, (q, { db, caller }) => getWrongSheet(db, caller.scope, q));
  defineRoute(app, R.startPractice, (input, { db, caller }) => startPractice(db, caller.scope, input));
  defineRoute(app, R.getPractice, (q, { db, caller }) => getPractice(db, caller.scope, q));
  defineRoute(app, R.answerPractice, (input, { db, caller }) => answerPractice(db, caller.scope, input));
  defineRoute(app, R.finishPractice, (input, { db, caller }) => finishPractice(db, caller.scope, input));
  defineRoute(app, R.getPracticeHistory, (q, { db, caller }) => getPracticeHistory(db, caller.scope, q));

  // Hand-ins reach the book in the background (recorder.ts): its log, the sweep of what a stopped process left,
  // and on close the queue written before the database goes.
  const recorder = bookRecorder(app.database.db);
  recorder.log = app.log;
  app.addHook('onReady', async () => recorder.startSweeping());
  app.addHook('onClose', async () => recorder.stop());
}
