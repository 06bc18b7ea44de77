import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'question' namespace, Spanish. */
export const es: MessagesLike<typeof zh> = {
  questionN: 'Pregunta {{n}}',
  true: 'Verdadero',
  false: 'Falso',
  blankN: 'Pregunta {{question}}, hueco {{n}}',
  formulaBlankN: 'Pregunta {{question}}, hueco {{n}} (fórmula)',
  shortAnswer: 'Respuesta a la pregunta {{n}}',
  shortPlaceholder: 'Escribe tu respuesta',
  photo: {
    add: 'Añadir una foto de tu trabajo para la pregunta {{n}}',
    replace: 'Cambiar la foto de la pregunta {{n}}',
    remove: 'Quitar la foto de la pregunta {{n}}',
    alt: 'Foto del trabajo a mano de la pregunta {{n}}',
    uploading: 'Subiendo la foto de la pregunta {{n}}',
  },
  key: 'Respuesta correcta',
  analysis: 'Explicación',
  correction: {
    title: 'Corrección',
    points: '{{points}} / {{max}} puntos',
    comment: 'Comentario',
    by: 'Corregida por {{name}} el {{time}}',
    photoAlt: 'Foto de tu trabajo a mano de la pregunta {{n}}, con las marcas del corrector',
  },
  outcome: {
    correct: 'Correcta',
    partial: 'Parcialmente correcta',
    wrong: 'Incorrecta',
    pending: 'Pendiente de un profesor',
  },
  score: 'Nota',
  right: 'Aciertos',
  timeSpent: 'Tiempo',
  submittedAt: 'Entregada',
  waiting: 'Entregada',
};
