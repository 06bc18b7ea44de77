import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'dashboard' namespace, English. */
export const en: MessagesLike<typeof zh> = {
  greeting: {
    morning: 'Good morning, {{name}}',
    afternoon: 'Good afternoon, {{name}}',
    evening: 'Good evening, {{name}}',
    night: 'Working late, {{name}}? Remember to rest',
  },
  today: 'Today is {{date}}',
  profile: {
    title: 'My profile',
    school: 'School ID',
    noIntroduction: 'No introduction yet',
    none: '—',
  },
  brand: {
    title: 'Brand',
    name: 'Brand name',
    webAddress: 'Web address',
    id: 'Brand ID',
    none: 'No brand is configured for this address; the default look is used.',
  },
  shortcuts: {
    title: 'Shortcuts',
    empty: 'There are no other pages for your role yet.',
  },
  roles: {
    teacher: 'Teacher',
    student: 'Student',
    admin: 'Platform administrator',
    schooladmin: 'School administrator',
    courseConsultant: 'Course consultant',
    DL: 'DL user',
    brandingAdmin: 'Brand administrator',
    correctionTeacher: 'Correction teacher',
    unknown: 'Unknown role',
  },
};
