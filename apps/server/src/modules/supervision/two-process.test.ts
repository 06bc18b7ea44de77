/**
 * Across processes (issue 12 item 2, DESIGN.md section 1): two real server processes on one PostgreSQL; a
 * student's heartbeat and answer on process A reach the teacher's stream on process B within a second, and its
 * hand-in the school admin's data screen on B, through LISTEN/NOTIFY (db/event-bus.ts). PostgreSQL only: like
 * migrate-lock.test, it uses DATABASE_URL or the local server; unlike it, a missing PostgreSQL fails the test
 * (this is the only proof of the transport).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@edu/shared/api';
import { md5Hex } from '../auth/password';
import { repoRoot } from '../../paths';
import { scratchDatabase } from '../../test/scratch-pg';
import { freePort } from '../../test/free-port';

const scratch = scratchDatabase('edu_two');
const serverMain = path.join(repoRoot, 'apps/server/src/main.ts');
const S = api.supervision;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-two-'));
const children: ChildProcess[] = [];

/** A request to a process with the demo brand's Host header (its users log in only there). */
function request(port: number, method: string, url: string, token?: string, body?: unknown) {
  return new Promise<{ status: number; json: { code: number; msg: string; data: never } }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          host: 'localhost',
          ...(token ? { authorization: token } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += String(c);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function startServer(databaseUrl: string, seed: boolean): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      SEED_DEMO: seed ? '1' : '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr.slice(-2000)}`);
    try {
      if ((await request(port, 'GET', '/healthz')).status === 200) return port;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not come up: ${stderr.slice(-2000)}`);
}

async function login(port: number, username: string): Promise<string> {
  const res = await request(port, 'POST', '/openapi/user/login', undefined, {
    loginvalue: username,
    pwd: md5Hex('demo123'),
  });
  if (res.json.code !== 200) throw new Error(`login ${username}: ${res.json.msg}`);
  return (res.json.data as { user: { token: string } }).user.token;
}

/** The events of a stream, as they arrive. */
function openStream(port: number, url: string, token: string) {
  const events: { kind: string; at: number }[] = [];
  const req = http.get({ host: '127.0.0.1', port, path: url, headers: { host: 'localhost', authorization: token } });
  const opened = new Promise<void>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      if (res.statusCode !== 200) reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        for (const match of chunk.matchAll(/^event: (\w+)$/gm)) events.push({ kind: match[1] ?? '', at: Date.now() });
      });
      resolve();
    });
  });
  const waitFor = async (kind: string, from: number, ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const e = events.find((x) => x.kind === kind && x.at >= from);
      if (e) return e.at - from;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no ${kind} event within ${ms} ms (got ${events.map((e) => e.kind).join(', ')})`);
  };
  return { opened, waitFor, close: () => req.destroy() };
}

beforeAll(async () => {
  // No skip: without PostgreSQL the cross-process transport is unproven, and the run must say so.
  await scratch.create();
});

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await scratch.drop().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('two server processes on one PostgreSQL', () => {
  it('delivers a student’s heartbeat and answer on process A to the teacher’s stream on process B within a second', {
    timeout: 240_000,
  }, async () => {
    const url = new URL(scratch.url);
    // A migrates and seeds; B starts on the same database afterwards.
    const a = await startServer(url.toString(), true);
    const b = await startServer(url.toString(), false);

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const { rows } = await db.query<{ class_id: number; lesson_id: number; question_id: number }>(
        `select c.id as class_id, le.lesson_id, le.question_id
         from classes c join schools s on s.id = c.school_id
         join lessons l on true join courses co on co.id = l.course_id
         join lesson_exercises le on le.lesson_id = l.id join questions q on q.id = le.question_id
         where s.name like '启明第一中学%' and c.name = '八年级1班' and l.published and q.type = 'single'
           and co.title = '八年级数学：二次根式与一元二次方程'
         order by l.id, le.sort limit 1`,
      );
      const target = rows[0];
      if (!target) throw new Error('no lesson with a single-choice exercise');
      const teacherB = await login(b, 'teacher');
      const studentA = await login(a, 'student');
      const release = await request(b, 'POST', api.learning.setLessonRelease.path, teacherB, {
        classId: target.class_id,
        lessonIds: [target.lesson_id],
        action: 'release',
      });
      expect(release.json.code).toBe(200);
      const started = await request(b, 'POST', S.startClassSession.path, teacherB, {
        classId: target.class_id,
        lessonId: target.lesson_id,
      });
      expect(started.json.code).toBe(200);
      const sessionId = (started.json.data as { id: number }).id;

      const stream = openStream(b, `${S.getSessionStream.path}?sessionId=${sessionId}`, teacherB);
      await stream.opened;
      await stream.waitFor('start', 0, 5_000);

      let from = Date.now();
      const beat = await request(a, 'POST', S.postSessionPresence.path, studentA, {
        sessionId,
        questionId: target.question_id,
      });
      expect(beat.json.code).toBe(200);
      const joinMs = await stream.waitFor('join', from, 1_000);

      from = Date.now();
      const saved = await request(a, 'POST', api.learning.saveAnswers.path, studentA, {
        lessonId: target.lesson_id,
        answers: [{ questionId: target.question_id, response: { choices: ['A'] } }],
      });
      expect(saved.json.code).toBe(200);
      const answerMs = await stream.waitFor('answer', from, 1_000);
      console.info(`two processes: join after ${joinMs} ms, answer after ${answerMs} ms`);
      stream.close();

      // The school admin's data screen on B sees the student's hand-in on A (school_activity, issue 12 item 4).
      const adminB = await login(b, 'schooladmin');
      const schoolId = (await db.query<{ id: number }>(`select id from schools where name like '启明第一中学%'`))
        .rows[0]?.id;
      const screen = openStream(b, `${api.org.getDataScreenStream.path}?schoolId=${schoolId}&tz=UTC`, adminB);
      await screen.opened;
      await screen.waitFor('figures', 0, 5_000);
      from = Date.now();
      const handedIn = await request(a, 'POST', api.learning.submitLesson.path, studentA, {
        lessonId: target.lesson_id,
        submitKey: `two-process-${Date.now()}`,
        answers: [],
        tz: 'UTC',
      });
      expect(handedIn.json.code).toBe(200);
      const screenMs = await screen.waitFor('figures', from, 3_000);
      console.info(`two processes: the data screen after ${screenMs} ms`);
      screen.close();
    } finally {
      await db.end();
    }
  });
});
