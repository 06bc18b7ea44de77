import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import {
  DATA_SCREEN_COALESCE_MS,
  DATA_SCREEN_FIGURES_EVENT,
  type DataScreen,
  STREAM_HEARTBEAT_SECONDS,
} from '@edu/shared';
import type { EventBus } from '../../../db/event-bus';
import { eventMessage, startEventStream } from '../../../http/event-stream';
import { figuresKey } from './shape';
import type { ScreenTarget } from './service';

// The data screens' stream (README.md "Data screen"). Every open screen belongs to its school's group; a
// signal of the school (SCHOOL_CHANNEL: a hand-in, a live session's start, end, answers or joins, from any
// server process) schedules one recomputation of the group, at most one per DATA_SCREEN_COALESCE_MS however
// many signals come, and its figures go to every screen of the school that does not have them yet. A new
// screen (a reconnection too) is sent the figures of the next recomputation, so a drop misses nothing.
// At each heartbeat every group is recomputed too (who went offline, a new day: nothing signals those) and a screen is sent the figures only when they changed; the heartbeat also checks that each
// screen's session is still a school admin's of that school, and ends the stream otherwise.

/** The client's wait before reconnecting, told once at the start (`retry:`). */
const RETRY_MS = 2_000;

export interface HubOptions {
  bus: EventBus;
  /** the figures of a school in a zone */
  compute: (target: ScreenTarget) => Promise<DataScreen>;
  log: { warn(obj: object, msg: string): void };
  coalesceMs?: number;
  heartbeatMs?: number;
}

interface Screen {
  zone: string;
  raw: ServerResponse;
  /** figuresKey of what it was sent last; null before its first figures */
  shown: string | null;
  /** whether the caller may still see the school (the heartbeat asks) */
  allowed: () => Promise<boolean>;
  end: () => void;
}

interface Group {
  schoolId: number;
  screens: Set<Screen>;
  timer: NodeJS.Timeout | null;
  running: boolean;
  /** a signal came during the run: run again after it (coalesced) */
  again: boolean;
  lastRunAt: number;
  unsubscribe: () => void;
}

export interface OpenScreen {
  target: ScreenTarget;
  allowed: () => Promise<boolean>;
}

export class DataScreenHub {
  private readonly groups = new Map<number, Group>();
  private readonly coalesceMs: number;
  private readonly heartbeatMs: number;
  private heartbeat: NodeJS.Timeout | null = null;
  /** recomputations so far, per school (tests read it to see the coalescing) */
  readonly runs = new Map<number, number>();

  constructor(private readonly options: HubOptions) {
    this.coalesceMs = options.coalesceMs ?? DATA_SCREEN_COALESCE_MS;
    this.heartbeatMs = options.heartbeatMs ?? STREAM_HEARTBEAT_SECONDS * 1000;
  }

  /** Sends the stream on the hijacked reply; resolves at once (the stream lives on until it ends). */
  open(reply: FastifyReply, { target, allowed }: OpenScreen): FastifyReply {
    const raw = startEventStream(reply, RETRY_MS);
    const group = this.groupOf(target.schoolId);
    let ended = false;
    const screen: Screen = {
      zone: target.zone,
      raw,
      shown: null,
      allowed,
      end: () => {
        if (ended) return;
        ended = true;
        group.screens.delete(screen);
        if (group.screens.size === 0) this.dropGroup(group);
        if (!raw.writableEnded) raw.end();
      },
    };
    group.screens.add(screen);
    raw.on('close', screen.end);
    this.startHeartbeat();
    this.schedule(group);
    return reply;
  }

  /** Ends every open screen (app close). */
  endAll(): void {
    for (const group of [...this.groups.values()]) for (const screen of [...group.screens]) screen.end();
  }

  get openScreens(): number {
    let n = 0;
    for (const group of this.groups.values()) n += group.screens.size;
    return n;
  }

  private groupOf(schoolId: number): Group {
    const known = this.groups.get(schoolId);
    if (known) return known;
    const group: Group = {
      schoolId,
      screens: new Set(),
      timer: null,
      running: false,
      again: false,
      lastRunAt: 0,
      unsubscribe: () => {},
    };
    group.unsubscribe = this.options.bus.subscribeSchool(schoolId, () => this.schedule(group));
    this.groups.set(schoolId, group);
    return group;
  }

  private dropGroup(group: Group): void {
    if (this.groups.get(group.schoolId) !== group) return;
    this.groups.delete(group.schoolId);
    group.unsubscribe();
    if (group.timer) clearTimeout(group.timer);
    group.timer = null;
    if (this.groups.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  /** A recomputation of the group as soon as the last one is DATA_SCREEN_COALESCE_MS old. */
  private schedule(group: Group): void {
    if (this.groups.get(group.schoolId) !== group) return;
    if (group.running) {
      group.again = true;
      return;
    }
    if (group.timer) return;
    const wait = Math.max(0, group.lastRunAt + this.coalesceMs - Date.now());
    group.timer = setTimeout(() => {
      group.timer = null;
      void this.run(group);
    }, wait);
  }

  private async run(group: Group): Promise<void> {
    if (group.screens.size === 0) return;
    group.running = true;
    group.again = false;
    group.lastRunAt = Date.now();
    this.runs.set(group.schoolId, (this.runs.get(group.schoolId) ?? 0) + 1);
    try {
      // One computation per zone among the school's screens (normally one zone).
      const zones = new Set([...group.screens].map((s) => s.zone));
      for (const zone of zones) {
        const figures = await this.options.compute({ schoolId: group.schoolId, zone });
        const key = figuresKey(figures);
        const message = eventMessage(DATA_SCREEN_FIGURES_EVENT, figures);
        for (const screen of group.screens) {
          if (screen.zone !== zone || screen.shown === key || screen.raw.writableEnded) continue;
          screen.raw.write(message);
          screen.shown = key;
        }
      }
    } catch (err) {
      // The screens keep what they show; the next signal or heartbeat tries again.
      this.options.log.warn({ err, schoolId: group.schoolId }, 'the data screen figures could not be computed');
    } finally {
      group.running = false;
      if (group.again) this.schedule(group);
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  private async beat(): Promise<void> {
    for (const group of [...this.groups.values()]) {
      await Promise.all(
        [...group.screens].map(async (screen) => {
          let allowed = false;
          try {
            allowed = await screen.allowed();
          } catch {
            allowed = false;
          }
          if (!allowed) screen.end();
          else if (!screen.raw.writableEnded) screen.raw.write(': ping\n\n');
        }),
      );
      this.schedule(group);
    }
  }
}
