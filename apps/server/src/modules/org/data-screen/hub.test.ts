/**
 * The data screens' hub on its own (no database, no HTTP): a fake bus, fake replies and a counted
 * computation, to see the coalescing (one recomputation per school per period, however many signals), that
 * figures go to every screen of the school and to no other school's, that unchanged figures are not sent
 * again, that a new screen gets the figures, and that the heartbeat ends a screen whose caller lost access.
 */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataScreen } from '@edu/shared';
import type { EventBus } from '../../../db/event-bus';
import type { ScreenTarget } from './service';
import { DataScreenHub } from './stream';

class FakeBus {
  private readonly schools = new EventEmitter();
  readonly bus: EventBus = {
    subscribe: () => () => {},
    subscribeSchool: (schoolId, wake) => {
      this.schools.on(String(schoolId), wake);
      return () => this.schools.off(String(schoolId), wake);
    },
    subscribeBrands: () => () => {},
    close: async () => {},
  };
  signal(schoolId: number) {
    this.schools.emit(String(schoolId));
  }
  listeners(schoolId: number) {
    return this.schools.listenerCount(String(schoolId));
  }
}

/** A reply whose raw response records what is written. */
function fakeReply() {
  const raw = new EventEmitter() as EventEmitter & {
    written: string[];
    writableEnded: boolean;
    writeHead: () => void;
    write: (chunk: string) => boolean;
    end: () => void;
  };
  raw.written = [];
  raw.writableEnded = false;
  raw.writeHead = () => {};
  raw.write = (chunk: string) => {
    raw.written.push(chunk);
    return true;
  };
  raw.end = () => {
    raw.writableEnded = true;
  };
  const reply = { hijack: () => {}, getHeaders: () => ({}), raw: raw as unknown as ServerResponse };
  const figures = () =>
    raw.written
      .filter((w) => w.startsWith('event: figures'))
      .map((w) => JSON.parse(w.split('\ndata: ')[1] ?? '') as { school: { id: number }; n: number; tz: string });
  return { reply: reply as unknown as FastifyReply, raw, figures };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let hub: DataScreenHub | null = null;
afterEach(() => {
  hub?.endAll();
  hub = null;
});

function makeHub(options: { coalesceMs?: number; heartbeatMs?: number } = {}) {
  const fake = new FakeBus();
  const computed: ScreenTarget[] = [];
  // The figures change with every computation unless `frozen`: n counts them.
  const state = { n: 0, frozen: false };
  const made = new DataScreenHub({
    bus: fake.bus,
    compute: async (target) => {
      computed.push(target);
      if (!state.frozen) state.n += 1;
      return {
        school: { id: target.schoolId, name: `S${target.schoolId}` },
        n: state.n,
        tz: target.zone,
        generatedAt: new Date().toISOString(),
      } as unknown as DataScreen;
    },
    log: { warn: () => {} },
    coalesceMs: options.coalesceMs ?? 200,
    heartbeatMs: options.heartbeatMs ?? 60_000,
  });
  hub = made;
  return { hub: made, fake, computed, state };
}

const allowed = async () => true;

describe('the data screen hub', () => {
  it('sends the figures at once, then one recomputation per period for a burst, to every screen of the school', async () => {
    const { hub, fake, computed } = makeHub({ coalesceMs: 500 });
    const a = fakeReply();
    const b = fakeReply();
    const other = fakeReply();
    hub.open(a.reply, { target: { schoolId: 1, zone: 'UTC' }, allowed });
    hub.open(b.reply, { target: { schoolId: 1, zone: 'UTC' }, allowed });
    hub.open(other.reply, { target: { schoolId: 2, zone: 'UTC' }, allowed });
    expect(a.raw.written[0]).toBe('retry: 2000\n\n');
    await sleep(100);
    // One computation for both screens of school 1, one for school 2.
    expect(computed.filter((c) => c.schoolId === 1)).toHaveLength(1);
    expect(a.figures()).toHaveLength(1);
    expect(b.figures()).toEqual(a.figures());
    expect(other.figures().map((f) => f.school.id)).toEqual([2]);

    // 50 signals within the period: one more computation once it is over, not 50.
    for (let i = 0; i < 50; i++) fake.signal(1);
    await sleep(100);
    expect(computed.filter((c) => c.schoolId === 1)).toHaveLength(1);
    await sleep(500);
    expect(computed.filter((c) => c.schoolId === 1)).toHaveLength(2);
    expect(a.figures()).toHaveLength(2);
    expect(b.figures()).toHaveLength(2);
    // Nothing happened in school 2: no computation, nothing sent.
    expect(computed.filter((c) => c.schoolId === 2)).toHaveLength(1);
    expect(other.figures()).toHaveLength(1);
    expect(other.figures().every((f) => f.school.id === 2)).toBe(true);
  });

  it('sends unchanged figures to no one but a screen that has none yet', async () => {
    const { hub, fake, computed, state } = makeHub({ coalesceMs: 20 });
    const a = fakeReply();
    hub.open(a.reply, { target: { schoolId: 1, zone: 'UTC' }, allowed });
    await sleep(120);
    state.frozen = true;
    fake.signal(1);
    await sleep(120);
    expect(computed).toHaveLength(2);
    expect(a.figures()).toHaveLength(1);
    // A reconnection: the new screen gets what the first already shows.
    const again = fakeReply();
    hub.open(again.reply, { target: { schoolId: 1, zone: 'UTC' }, allowed });
    await sleep(120);
    expect(again.figures()).toHaveLength(1);
    expect(a.figures()).toHaveLength(1);
  });

  it('computes each time zone of a school’s screens', async () => {
    const { hub, computed } = makeHub({ coalesceMs: 20 });
    const utc = fakeReply();
    const shanghai = fakeReply();
    hub.open(utc.reply, { target: { schoolId: 1, zone: 'UTC' }, allowed });
    hub.open(shanghai.reply, { target: { schoolId: 1, zone: 'Asia/Shanghai' }, allowed });
    await sleep(120);
    expect(computed.map((c) => c.zone).sort()).toEqual(['Asia/Shanghai', 'UTC']);
    expect(utc.figures().map((f) => f.tz)).toEqual(['UTC']);
    expect(shanghai.figures().map((f) => f.tz)).toEqual(['Asia/Shanghai']);
  });

  it('pings and recomputes at the heartbeat, and ends a screen whose caller lost access', async () => {
    const { hub, fake } = makeHub({ coalesceMs: 10, heartbeatMs: 60 });
    let access = true;
    const a = fakeReply();
    const b = fakeReply();
    hub.open(a.reply, { target: { schoolId: 1, zone: 'UTC' }, allowed: async () => access });
    hub.open(b.reply, { target: { schoolId: 1, zone: 'UTC' }, allowed });
    await sleep(250);
    expect(a.raw.written).toContain(': ping\n\n');
    // Changed figures (every computation changes them here) reach the screens at the beat, unasked.
    expect(a.figures().length).toBeGreaterThanOrEqual(2);
    access = false;
    await sleep(250);
    expect(a.raw.writableEnded).toBe(true);
    expect(b.raw.writableEnded).toBe(false);
    expect(hub.openScreens).toBe(1);
    // The last screen's close lets the school go: no listener left on the bus.
    b.raw.emit('close');
    expect(hub.openScreens).toBe(0);
    expect(fake.listeners(1)).toBe(0);
  });

  it('keeps the screens open when a computation fails, and tries again at the next signal', async () => {
    const fake = new FakeBus();
    let fail = true;
    const made = new DataScreenHub({
      bus: fake.bus,
      compute: async (target) => {
        if (fail) throw new Error('database down');
        return { school: { id: target.schoolId, name: 'S' }, generatedAt: '' } as unknown as DataScreen;
      },
      log: { warn: () => {} },
      coalesceMs: 10,
    });
    hub = made;
    const a = fakeReply();
    made.open(a.reply, { target: { schoolId: 1, zone: 'UTC' }, allowed });
    await sleep(120);
    expect(a.figures()).toHaveLength(0);
    expect(a.raw.writableEnded).toBe(false);
    fail = false;
    fake.signal(1);
    await sleep(120);
    expect(a.figures()).toHaveLength(1);
  });
});
