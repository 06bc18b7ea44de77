/**
 * Demo devices (issue 13 item 6, /AIPad/index): AI pens and AI pads of the demo schools, most bound to the
 * demo students, one unbound and one disabled so every state of the list shows. The demo student's pad
 * (PAD-QM-0001) signs in through clientLogin with the student's demo password.
 */
import type { Tx } from '../../src/db/queries';
import { devices } from '../../src/db/schema';

interface DeviceSeed {
  serial: string;
  kind: 'pen' | 'pad';
  model: string;
  brand: string;
  school: string;
  student: string | null;
  status?: 0 | 1;
}

export const DEMO_DEVICES: readonly DeviceSeed[] = [
  {
    serial: 'PAD-QM-0001',
    kind: 'pad',
    model: 'StudyPad S1',
    brand: 'qiming',
    school: 'qiming-no1',
    student: 'student',
  },
  {
    serial: 'PEN-QM-0001',
    kind: 'pen',
    model: 'SmartPen P2',
    brand: 'qiming',
    school: 'qiming-no1',
    student: 'student',
  },
  { serial: 'PAD-QM-0002', kind: 'pad', model: 'StudyPad S1', brand: 'qiming', school: 'qiming-no1', student: 'lina' },
  {
    serial: 'PEN-QM-0002',
    kind: 'pen',
    model: 'SmartPen P2',
    brand: 'qiming',
    school: 'qiming-no1',
    student: 'wanghao',
  },
  { serial: 'PAD-QM-0003', kind: 'pad', model: 'StudyPad S2', brand: 'qiming', school: 'qiming-no1', student: null },
  {
    serial: 'PAD-QM-0004',
    kind: 'pad',
    model: 'StudyPad S1',
    brand: 'qiming',
    school: 'qiming-no1',
    student: null,
    status: 0,
  },
  { serial: 'PAD-RS-0001', kind: 'pad', model: 'StudyPad S2', brand: 'qiming', school: 'riverside', student: 'sunyue' },
  {
    serial: 'PAD-AC-0001',
    kind: 'pad',
    model: 'StudyPad S1',
    brand: 'acme',
    school: 'acme-north',
    student: 'olivia.brown',
  },
  { serial: 'PEN-AC-0001', kind: 'pen', model: 'SmartPen P2', brand: 'acme', school: 'acme-north', student: null },
];

export interface DeviceSeedIds {
  brand: (key: string) => number;
  school: (key: string) => number;
  user: (username: string) => number;
}

export async function seedDevices(tx: Tx, ids: DeviceSeedIds): Promise<void> {
  await tx.insert(devices).values(
    DEMO_DEVICES.map((d) => ({
      serial: d.serial,
      kind: d.kind,
      model: d.model,
      brandId: ids.brand(d.brand),
      schoolId: ids.school(d.school),
      studentId: d.student === null ? null : ids.user(d.student),
      status: d.status ?? 1,
    })),
  );
}
