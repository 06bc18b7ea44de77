import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'share' namespace, Spanish. */
export const es: MessagesLike<typeof zh> = {
  button: 'Compartir',
  buttonLabel: {
    student_report: 'Compartir el informe de este alumno',
    class_report: 'Compartir el informe de esta clase',
    answer: 'Compartir esta respuesta',
  },
  title: {
    student_report: 'Compartir el informe del alumno',
    class_report: 'Compartir el informe de la clase',
    answer: 'Compartir la respuesta',
  },
  intro: {
    student_report:
      'Quien tenga el enlace podrá abrir este informe sin iniciar sesión hasta que caduque o lo retire. Muestra el nombre y la clase del alumno, la nota, las respuestas con sus marcas y la evaluación posterior a la clase; ningún nombre de profesor.',
    class_report:
      'Quien tenga el enlace podrá abrir este informe de clase sin iniciar sesión hasta que caduque o lo retire. Muestra solo las cifras de la clase, ningún nombre de alumno.',
    answer:
      'Quien tenga el enlace podrá abrir esta respuesta sin iniciar sesión hasta que caduque o lo retire. Muestra la pregunta, la respuesta, los puntos, el comentario y las marcas en la foto; ningún nombre.',
  },
  expiry: 'Válido durante',
  days: { d1: '1 día', d7: '7 días', d30: '30 días' },
  create: 'Crear enlace',
  created: 'Enlace creado',
  links: 'Enlaces creados',
  none: 'Todavía no se ha creado ningún enlace',
  state: {
    active: 'Activo',
    expired: 'Caducado',
    revoked: 'Retirado',
  },
  createdAt: 'Creado {{time}}',
  expiresAt: 'Válido hasta {{time}}',
  revokedAt: 'Retirado {{time}}',
  opened: 'Aperturas: {{n}}',
  lastOpened: 'la última {{time}}',
  address: 'Dirección del enlace',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar automáticamente: seleccione la dirección y cópiela',
  open: 'Abrir',
  revoke: 'Retirar',
  revokeLabel: 'Retirar el enlace creado {{time}}',
  revokeTitle: '¿Retirar este enlace?',
  revokeContent:
    'Una vez retirado, esta dirección ya no abre el informe: quien la tenga verá que el enlace se retiró. No se puede deshacer.',
  revoked: 'Enlace retirado',
};
