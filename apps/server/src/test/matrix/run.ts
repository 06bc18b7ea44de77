/**
 * Runs the authorization matrix of some endpoints of the table: one test per endpoint (its cells inside,
 * every failing cell named endpoint × caller with expected and got), then a test that counts the cells
 * and checks that every endpoint of the table has a probe.
 *
 * The rule per cell (DESIGN.md section 3, the endpoint table's access entries):
 * - public endpoint: the probe's answer for everyone (200);
 * - anonymous: 401; a role outside access.roles: 403;
 * - an allowed role: 200 when its scope reaches the probe's target; else 404, exactly like an unknown id;
 *   lists (and own things) answer 200, with no row outside the caller's scope;
 * - every refusal writes nothing: the audit log (and the table the endpoint writes, and the target)
 *   stays as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, endpoints } from '@edu/shared/api';
import { CALLERS } from './callers';
import { contentCovers, homeBrand, homeSchool, orgCovers, type Probe } from './probe';
import { probes } from './probes';
import { World } from './world';
import type { Answer, CallerState, Input } from './world-calls';

type Relation = 'public' | 'anonymous' | 'role' | 'outsider' | 'in-scope';
const RANK: Record<Relation, number> = { public: 0, anonymous: 0, role: 1, outsider: 2, 'in-scope': 3 };

interface Expectation {
  caller: CallerState;
  relation: Relation;
  status: number;
}

interface Tally {
  cells: number;
  byRelation: Record<Relation, number>;
  byGroup: Record<string, number>;
}

function probeOf(endpoint: Endpoint): Probe | undefined {
  return (probes as Record<string, Probe | undefined>)[endpoint.id];
}

/** The endpoints of the table that have no probe (a type error too: see probes/index.ts). */
export function withoutProbe(): string[] {
  return endpoints.filter((e) => !probeOf(e)).map((e) => e.id);
}

function coversOf(endpoint: Endpoint, probe: Probe, caller: CallerState, w: World): boolean {
  if (probe.kind !== 'target') return true;
  if (probe.covers) return probe.covers(caller, w);
  switch (endpoint.access.scope) {
    case 'org':
      return orgCovers(caller, (probe.owner ?? homeSchool)(w));
    case 'content':
      return contentCovers(caller, (probe.owner ?? homeBrand)(w));
    default:
      throw new Error(`${endpoint.id}: a ${endpoint.access.scope} target needs covers in its probe`);
  }
}

function expectationOf(endpoint: Endpoint, probe: Probe, caller: CallerState, w: World): Expectation {
  const { access } = endpoint;
  if (access.scope === 'public') return { caller, relation: 'public', status: probe.publicStatus ?? 200 };
  if (caller.session === null) return { caller, relation: 'anonymous', status: 401 };
  const role = caller.spec.role;
  if (role === null || !(access.roles as readonly string[]).includes(role)) {
    return { caller, relation: 'role', status: 403 };
  }
  let relation: Relation;
  let status = 200;
  if (probe.kind === 'target') {
    const covered = coversOf(endpoint, probe, caller, w);
    relation = covered ? 'in-scope' : 'outsider';
    status = covered ? 200 : (probe.refusal?.(caller, w) ?? 404);
  } else {
    // A list's outsiders are the callers of other tenants (their answers are checked for home rows).
    const other = caller.spec.tenant === 'sibling' || caller.spec.tenant === 'foreign';
    relation = probe.kind === 'list' && other ? 'outsider' : 'in-scope';
  }
  return { caller, relation, status };
}

function describeAnswer(a: Answer): string {
  if (a.envelope) return `${a.status} (code ${a.envelope.code}: ${a.envelope.msg})`;
  return `${a.status} (${a.contentType || 'no type'}, ${a.body.length} bytes)`;
}

/** The shape of an answer whose status is the expected one. */
async function shapeProblems(endpoint: Endpoint, probe: Probe, a: Answer, w: World, e: Expectation) {
  // A file, or an event stream (an ended session's: it sends its events and ends): bytes, no envelope.
  const fileAnswer = endpoint.answer === 'file' || endpoint.answer === 'sse';
  if (a.status === 200) {
    if (fileAnswer) {
      if (a.envelope !== null || a.body.length === 0) return [`a file was expected, got ${describeAnswer(a)}`];
    } else if (a.envelope?.code !== 200) {
      return [`an envelope with code 200 was expected, got ${describeAnswer(a)}`];
    }
    const problem = await probe.check?.(
      { data: a.envelope?.data as never, body: a.body },
      {
        w,
        caller: e.caller,
      },
    );
    return problem ? [problem] : [];
  }
  const problems: string[] = [];
  if (a.envelope === null) return [`a refusal envelope was expected, got ${describeAnswer(a)}`];
  if (a.envelope.code !== a.status) problems.push(`code ${a.envelope.code} under HTTP ${a.status}`);
  if (a.envelope.data !== null && a.envelope.data !== undefined) problems.push('a refusal carries data');
  if (a.status === 404 && !/not found/i.test(a.envelope.msg)) problems.push(`404 says "${a.envelope.msg}"`);
  return problems;
}

async function runCell(w: World, endpoint: Endpoint, probe: Probe, e: Expectation, tally: Tally) {
  const cell = { w, caller: e.caller };
  const name = `${endpoint.id} × ${e.caller.spec.key} (${e.relation})`;
  try {
    const input = (await probe.input(cell)) as Input;
    const file = typeof probe.file === 'function' ? probe.file(cell) : probe.file;
    const audits = await w.auditCount();
    const rows = probe.writes ? await w.count(probe.writes) : 0;
    const state = probe.state ? await probe.state(w, input as never) : undefined;

    const answer = await w.call(endpoint, e.caller, input, file, probe.host);

    const problems: string[] = [];
    if (answer.status === e.status) {
      problems.push(...(await shapeProblems(endpoint, probe, answer, w, e)));
    } else {
      problems.push(`expected ${e.status}, got ${describeAnswer(answer)}`);
    }
    if (answer.status !== 200) {
      if ((await w.auditCount()) !== audits) problems.push('a refusal wrote to the audit log');
      if (probe.writes && (await w.count(probe.writes)) !== rows) problems.push('a refusal changed the rows it writes');
      if (probe.state && JSON.stringify(await probe.state(w, input as never)) !== JSON.stringify(state)) {
        problems.push('a refusal changed its target');
      }
    } else if (probe.endsSession && e.caller.session) {
      await w.login(e.caller);
    }
    return problems.length > 0 ? `${name}: ${problems.join('; ')}` : null;
  } catch (err) {
    return `${name}: threw ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
  } finally {
    tally.cells += 1;
    tally.byRelation[e.relation] += 1;
    tally.byGroup[endpoint.group] = (tally.byGroup[endpoint.group] ?? 0) + 1;
  }
}

/** The matrix of the endpoints `select` keeps, on one app of its own. */
export function runMatrix(title: string, select: (e: Endpoint) => boolean) {
  const selected = endpoints.filter(select);
  const tally: Tally = {
    cells: 0,
    byRelation: { public: 0, anonymous: 0, role: 0, outsider: 0, 'in-scope': 0 },
    byGroup: {},
  };
  let w: World;

  describe(`authorization matrix: ${title}`, () => {
    beforeAll(async () => {
      w = await World.create();
    });
    afterAll(async () => {
      await w?.close();
    });

    for (const endpoint of selected) {
      it(endpoint.id, async () => {
        const probe = probeOf(endpoint);
        if (!probe) throw new Error(`${endpoint.id} has no probe (probes/${endpoint.group}.ts)`);
        const cells = w.callers
          .map((caller) => expectationOf(endpoint, probe, caller, w))
          .sort((a, b) => RANK[a.relation] - RANK[b.relation]);
        const failures: string[] = [];
        for (const e of cells) {
          const failure = await runCell(w, endpoint, probe, e, tally);
          if (failure) failures.push(failure);
        }
        expect(failures).toEqual([]);
      });
    }

    it('ran every endpoint × every caller; every endpoint of the table has a probe', () => {
      const missing = withoutProbe();
      expect(missing, `endpoints without a probe: ${missing.join(', ')}`).toEqual([]);
      const groups = Object.entries(tally.byGroup)
        .map(([g, n]) => `${g} ${n}`)
        .join(', ');
      const relations = Object.entries(tally.byRelation)
        .map(([r, n]) => `${r} ${n}`)
        .join(', ');
      console.info(
        `authorization matrix (${title}): ${tally.cells} cells = ${selected.length} endpoints × ${CALLERS.length} callers [${groups}] [${relations}]`,
      );
      expect(tally.cells).toBe(selected.length * CALLERS.length);
    });
  });
}
