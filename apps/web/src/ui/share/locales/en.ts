import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'share' namespace, English. */
export const en: MessagesLike<typeof zh> = {
  button: 'Share',
  buttonLabel: {
    student_report: "Share this student's report",
    class_report: "Share this class's report",
    answer: 'Share this answer',
  },
  title: {
    student_report: "Share the student's report",
    class_report: "Share the class's report",
    answer: 'Share the answer',
  },
  intro: {
    student_report:
      "Anyone with the link can open this report without logging in until it expires or you withdraw it. It shows the student's name and class, the score, the answers with their marks and the after-class evaluation; no teacher's name.",
    class_report:
      "Anyone with the link can open this class report without logging in until it expires or you withdraw it. It shows the class's figures only, no student's name.",
    answer:
      'Anyone with the link can open this answer without logging in until it expires or you withdraw it. It shows the question, the answer, the points, the comment and the marks on the photo; no names.',
  },
  expiry: 'Valid for',
  days: { d1: '1 day', d7: '7 days', d30: '30 days' },
  create: 'Create link',
  created: 'Link created',
  links: 'Links made',
  none: 'No link has been made for it yet',
  state: {
    active: 'Active',
    expired: 'Expired',
    revoked: 'Withdrawn',
  },
  createdAt: 'Made {{time}}',
  expiresAt: 'Valid until {{time}}',
  revokedAt: 'Withdrawn {{time}}',
  opened: 'Opened: {{n}}',
  lastOpened: 'last {{time}}',
  address: 'Link address',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy it automatically: select the address and copy it',
  open: 'Open',
  revoke: 'Withdraw',
  revokeLabel: 'Withdraw the link made {{time}}',
  revokeTitle: 'Withdraw this link?',
  revokeContent:
    'Once withdrawn, this address no longer opens the report: whoever has it sees that the link was withdrawn. This cannot be undone.',
  revoked: 'Link withdrawn',
};
