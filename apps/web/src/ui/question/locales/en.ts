import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'question' namespace, English. */
export const en: MessagesLike<typeof zh> = {
  questionN: 'Question {{n}}',
  true: 'True',
  false: 'False',
  blankN: 'Question {{question}}, blank {{n}}',
  formulaBlankN: 'Question {{question}}, blank {{n}} (formula)',
  shortAnswer: 'Answer to question {{n}}',
  shortPlaceholder: 'Write your answer',
  photo: {
    add: 'Add a photo of your work for question {{n}}',
    replace: 'Replace the photo of question {{n}}',
    remove: 'Remove the photo of question {{n}}',
    alt: 'Photo of the handwritten work for question {{n}}',
    uploading: 'Uploading the photo of question {{n}}',
  },
  key: 'Right answer',
  analysis: 'Analysis',
  correction: {
    title: 'Correction',
    points: '{{points}} / {{max}} points',
    comment: 'Comment',
    by: 'Corrected by {{name}} at {{time}}',
    photoAlt: 'Photo of your handwritten work for question {{n}}, with the corrector’s marks',
  },
  outcome: {
    correct: 'Right',
    partial: 'Partly right',
    wrong: 'Wrong',
    pending: 'Waiting for a teacher',
  },
  score: 'Score',
  right: 'Right',
  timeSpent: 'Time spent',
  submittedAt: 'Submitted',
  waiting: 'Submitted',
};
