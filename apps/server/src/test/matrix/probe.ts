/**
 * A probe: how the matrix calls one endpoint (a valid input naming a home-tenant target, made fresh per
 * cell for changes), what the target belongs to, and what a successful answer must not show (leak
 * checks). The expected answer of each cell follows from the endpoint's access entry and the probe:
 * see expectationOf in run.ts.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Endpoint, EndpointId, EndpointsById } from '@edu/shared/api';
import type { FilePart } from '../../modules/content/test-fixtures';
import type { World } from './world';
import type { CallerState } from './world-calls';

/** What a target or a row belongs to: a brand (null: platform-wide) and maybe a school. */
export interface Owner {
  brandId: number | null;
  schoolId?: number | null;
}

export interface Cell {
  w: World;
  caller: CallerState;
}

/** A successful answer: the envelope's data, and the bytes (file answers). */
export interface Got<E extends Endpoint> {
  data: z.output<E['data']>;
  body: Buffer;
}

/**
 * - target: the input names one home-tenant row; a caller whose scope does not reach it gets 404.
 * - list: the answer lists what the caller's scope holds; outsiders get 200, checked for leaks.
 * - own: the caller acts on itself or its own things (no one else's row is named).
 */
export type ProbeKind = 'target' | 'list' | 'own';

export type Covers = (caller: CallerState, w: World) => boolean;
type Maybe<T> = T | Promise<T>;

export interface Probe<E extends Endpoint = Endpoint> {
  kind: ProbeKind;
  /** The cell's input; called once per cell, so a change gets a fresh target. */
  input(cell: Cell): Maybe<z.input<E['input']>>;
  /** The file of a multipart endpoint. */
  file?: FilePart | ((cell: Cell) => FilePart);
  /** What the target belongs to (targets of org and content scopes); default: the home school / brand. */
  owner?(w: World): Owner;
  /** Whether the caller's scope reaches the target; required for the scopes without an owner rule. */
  covers?: Covers;
  /**
   * The answer of a caller the target is not open to (default 404, as for an id outside the scope): 403 where
   * the caller reaches the row but its state refuses it (a lesson not released to a student's class).
   */
  refusal?(caller: CallerState, w: World): 403 | 404;
  /** Checks of a 200 answer (leaks): a problem, or null. */
  check?(got: Got<E>, cell: Cell): Maybe<string | null>;
  /** Public endpoints: the answer everyone gets (default 200). */
  publicStatus?: number;
  /** Host header (login) */
  host?: string;
  /** A success ends the caller's session: log it in again. */
  endsSession?: boolean;
  /** The table the endpoint writes: its row count must not change on a refusal. */
  writes?: PgTable;
  /** The target's state, compared before and after a refusal. */
  state?(w: World, input: z.input<E['input']>): Promise<unknown>;
}

export type ProbeMap<G extends string> = {
  [K in EndpointId as K extends `${G}.${string}` ? K : never]: Probe<EndpointsById[K]>;
};

// ---- scope rules (DESIGN.md section 3)

/** Organization scope: admin everything, a brand admin its brand, a school admin its school. */
export function orgCovers(c: CallerState, o: Owner): boolean {
  switch (c.spec.role) {
    case 'admin':
      return true;
    case 'brandingAdmin':
      return c.brandId !== null && c.brandId === o.brandId;
    case 'schooladmin':
      return c.schoolId !== null && o.schoolId !== undefined && c.schoolId === o.schoolId;
    default:
      return false;
  }
}

/** Content scope: admin everything; everyone else platform content and its own brand's. */
export function contentCovers(c: CallerState, o: Owner): boolean {
  return c.spec.role === 'admin' || o.brandId === null || o.brandId === c.brandId;
}

/** Callers of the home tenant (and the platform admin): the home rows are theirs. */
export const homeOnly: Covers = (c) => c.spec.tenant === 'home' || c.spec.tenant === 'platform';

/** Exactly these callers. */
export const only =
  (...keys: string[]): Covers =>
  (c) =>
    keys.includes(c.spec.key);

export const homeSchool = (w: World): Owner => ({ brandId: w.brand.qiming, schoolId: w.school['qiming-no1'] });
export const homeBrand = (w: World): Owner => ({ brandId: w.brand.qiming, schoolId: null });

// ---- leak checks of lists and files

/**
 * Every row of a list must be inside the caller's scope (for outsiders: no home-tenant row).
 * `rule` is orgCovers or contentCovers.
 */
export function rowsWithin<E extends Endpoint, T>(
  rowsOf: (data: z.output<E['data']>) => readonly T[],
  ownerOf: (row: T, w: World) => Maybe<Owner>,
  rule: (c: CallerState, o: Owner) => boolean = orgCovers,
): (got: Got<E>, cell: Cell) => Promise<string | null> {
  return async (got, { w, caller }) => {
    for (const row of rowsOf(got.data)) {
      const owner = await ownerOf(row, w);
      if (!rule(caller, owner)) return `leaks a row outside its scope: ${JSON.stringify(row).slice(0, 160)}`;
    }
    return null;
  };
}

/** A file answer holds `text` exactly when the caller's scope reaches the home target (or, lax: never when it does not). */
export function fileMarker<E extends Endpoint>(
  text: string,
  covers: Covers,
  lax = false,
): (got: Got<E>, cell: Cell) => string | null {
  return (got, { w, caller }) => {
    const has = got.body.toString('utf8').includes(text);
    const should = covers(caller, w);
    if (has && !should) return `leaks ${text}`;
    if (!has && should && !lax) return `misses ${text}, which its scope holds`;
    return null;
  };
}
