import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'sharedReport' namespace, Spanish. */
export const es: MessagesLike<typeof zh> = {
  sharedBy: 'Informe compartido',
  print: 'Imprimir',
  validUntil: 'Este enlace es válido hasta {{time}}',
  toLogin: 'Iniciar sesión en la consola',
  pageTitle: {
    student_report: 'Informe del alumno',
    class_report: 'Informe de la clase',
    answer: 'Respuesta',
  },
  problem: {
    invalid: {
      title: 'Este enlace no es válido',
      text: 'Esta dirección no es un enlace compartido válido: quizá se perdió un carácter al copiarla o se modificó. Pida el enlace de nuevo al profesor que lo compartió.',
    },
    expired: {
      title: 'Este enlace ha caducado',
      text: 'Este enlace compartido ya pasó su fecha de caducidad y el informe ya no se comparte. Pida un enlace nuevo al profesor que lo compartió.',
    },
    revoked: {
      title: 'Este enlace se ha retirado',
      text: 'El profesor que compartió este informe ha retirado el enlace y el informe ya no se comparte. Póngase en contacto con el profesor si lo necesita.',
    },
    busy: {
      title: 'Demasiadas solicitudes',
      text: 'Esta página se abrió demasiadas veces en poco tiempo. Espere un minuto e inténtelo de nuevo.',
    },
    failed: {
      title: 'No se puede abrir el informe',
      text: 'No se pudo cargar el informe en este momento. Compruebe su conexión e inténtelo de nuevo.',
    },
    retry: 'Reintentar',
  },
  student: {
    heading: 'Informe de la lección de {{name}}',
    className: 'Clase',
    course: 'Curso',
  },
  evaluation: {
    title: 'Evaluación posterior a la clase',
    level: 'Dominio general',
    comment: 'Comentario del profesor',
    noComment: 'El profesor todavía no ha escrito un comentario',
    mastery: 'Dominio por punto de conocimiento',
    pointCredit: '{{name}}: {{percent}} %',
    levels: {
      mastered: 'Dominado',
      developing: 'En progreso',
      needsWork: 'Necesita refuerzo',
    },
  },
  classReport: {
    heading: '{{className}} · {{lesson}}',
    school: 'Centro',
    course: 'Curso',
    students: 'Alumnos',
    submitted: 'Entregados',
    graded: 'Calificados',
    average: 'Media',
    median: 'Mediana',
    highest: 'Máxima',
    lowest: 'Mínima',
    bands: 'Distribución de notas',
    band: '{{from}}–{{to}} puntos',
    bandCount: 'Alumnos: {{n}}',
    questions: 'Pregunta por pregunta',
    accuracy: 'Aciertos',
    meanPoints: 'Puntos medios',
    outcomes: 'Correctas {{correct}} · Parciales {{partial}} · Incorrectas {{wrong}} · Pendientes {{pending}}',
    commonWrong: 'Respuestas incorrectas frecuentes',
    wrongCount: 'alumnos: {{n}}',
    noWrong: 'Ninguna respuesta incorrecta',
    none: '—',
    short: {
      text: 'Respuesta escrita',
      photo: 'Respuesta con foto',
    },
    empty: 'Sin respuesta',
  },
  answer: {
    heading: '{{lesson}} · Pregunta {{n}}',
    course: 'Curso',
  },
};
