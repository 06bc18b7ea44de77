import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'sharedReport' namespace, English. */
export const en: MessagesLike<typeof zh> = {
  sharedBy: 'Shared report',
  print: 'Print',
  validUntil: 'This link is valid until {{time}}',
  toLogin: 'Log in to the console',
  pageTitle: {
    student_report: "Student's report",
    class_report: 'Class report',
    answer: 'Answer',
  },
  problem: {
    invalid: {
      title: 'This link is not valid',
      text: 'This address is not a valid share link: a character may have been lost when it was copied, or it was changed. Ask the teacher who shared it for the link again.',
    },
    expired: {
      title: 'This link has expired',
      text: 'This share link is past its expiry and the report is no longer shared. Ask the teacher who shared it for a new link.',
    },
    revoked: {
      title: 'This link was withdrawn',
      text: 'The teacher who shared this report has withdrawn the link, and the report is no longer shared. Contact the teacher if you need it.',
    },
    busy: {
      title: 'Too many requests',
      text: 'This page was opened too many times in a short while. Please wait a minute and try again.',
    },
    failed: {
      title: 'The report cannot be opened',
      text: 'The report could not be loaded just now. Check your connection and try again.',
    },
    retry: 'Try again',
  },
  student: {
    heading: "{{name}}'s lesson report",
    className: 'Class',
    course: 'Course',
  },
  evaluation: {
    title: 'After-class evaluation',
    level: 'Overall mastery',
    comment: "Teacher's comment",
    noComment: 'The teacher has not written a comment yet',
    mastery: 'Mastery by knowledge point',
    pointCredit: '{{name}}: {{percent}}%',
    levels: {
      mastered: 'Mastered',
      developing: 'Developing',
      needsWork: 'Needs work',
    },
  },
  classReport: {
    heading: '{{className}} · {{lesson}}',
    school: 'School',
    course: 'Course',
    students: 'Students',
    submitted: 'Handed in',
    graded: 'Graded',
    average: 'Average',
    median: 'Median',
    highest: 'Highest',
    lowest: 'Lowest',
    bands: 'Score distribution',
    band: '{{from}}–{{to}} points',
    bandCount: 'Students: {{n}}',
    questions: 'Question by question',
    accuracy: 'Right',
    meanPoints: 'Mean points',
    outcomes: 'Right {{correct}} · Partly right {{partial}} · Wrong {{wrong}} · Waiting {{pending}}',
    commonWrong: 'Common wrong answers',
    wrongCount: 'students: {{n}}',
    noWrong: 'No wrong answers',
    none: '—',
    short: {
      text: 'Written answer',
      photo: 'Photo answer',
    },
    empty: 'No answer',
  },
  answer: {
    heading: '{{lesson}} · Question {{n}}',
    course: 'Course',
  },
};
