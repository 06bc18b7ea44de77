import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'devices' namespace, English. */
export const en: MessagesLike<typeof zh> = {
  searchPlaceholder: 'Search by the start of the serial',
  empty: 'No devices yet',
  fields: {
    serial: 'Serial',
    model: 'Model',
    kind: 'Kind',
    student: 'Bound student',
    lastSeen: 'Last seen',
  },
  kind: {
    pen: 'AI pen',
    pad: 'AI pad',
  },
  status: {
    active: 'Active',
    disabled: 'Disabled',
  },
  never: 'Never',
  unbound: 'Not bound',
  actions: {
    bind: 'Bind a student',
    rebind: 'Bind another',
    unbind: 'Unbind',
    move: 'Move to a school',
    disable: 'Disable',
    enable: 'Enable',
    import: 'Import serials',
  },
  bind: {
    title: 'Bind device {{serial}}',
    intro: 'Choose a student of {{school}}. The student signs in on this device with their own account.',
    student: 'Student',
    replace: 'The device is bound to {{name}}; binding another student ends their sign-in on the device.',
    done: '{{serial}} is bound to {{name}}',
  },
  unbind: {
    title: 'Unbind device {{serial}}?',
    content: '{{name}} can no longer sign in on this device; the sign-in on it ends now.',
    done: '{{serial}} is unbound',
  },
  move: {
    title: 'Move device {{serial}}',
    intro: 'The device moves to the chosen school and is unbound from its student.',
    school: 'Target school',
    done: '{{serial}} moved to {{school}}',
  },
  disable: {
    title: 'Disable device {{serial}}?',
    content: 'A disabled device cannot sign in, and the sign-in on it ends now; you can enable it again at any time.',
    done: '{{serial}} is disabled',
  },
  enable: {
    title: 'Enable device {{serial}}?',
    content: 'Its bound student can sign in on it again.',
    done: '{{serial}} is enabled',
  },
  import: {
    title: 'Import device serials',
    intro:
      'One device per row: serial and kind (pen or pad) are required, model and school optional. Every row is checked first; nothing is written until you confirm.',
    columns: 'Columns',
    school: 'Default school',
    schoolHelp: 'Rows whose School cell is empty go to this school.',
    submit: 'Import the devices ({{count}})',
    result: 'Devices imported: {{count}}',
    resultSub: 'They are in the list now, ready to be bound to students.',
    done: 'Done',
  },
};
