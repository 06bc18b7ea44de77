import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'devices' namespace, Spanish. */
export const es: MessagesLike<typeof zh> = {
  searchPlaceholder: 'Buscar por el inicio del número de serie',
  empty: 'Todavía no hay dispositivos',
  fields: {
    serial: 'Número de serie',
    model: 'Modelo',
    kind: 'Tipo',
    student: 'Alumno vinculado',
    lastSeen: 'Última conexión',
  },
  kind: {
    pen: 'Lápiz IA',
    pad: 'Tableta IA',
  },
  status: {
    active: 'Activo',
    disabled: 'Desactivado',
  },
  never: 'Nunca',
  unbound: 'Sin vincular',
  actions: {
    bind: 'Vincular alumno',
    rebind: 'Vincular a otro',
    unbind: 'Desvincular',
    move: 'Mover a una escuela',
    disable: 'Desactivar',
    enable: 'Activar',
    import: 'Importar números de serie',
  },
  bind: {
    title: 'Vincular el dispositivo {{serial}}',
    intro: 'Elija un alumno de {{school}}. El alumno inicia sesión en este dispositivo con su propia cuenta.',
    student: 'Alumno',
    replace:
      'El dispositivo está vinculado a {{name}}; al vincular a otro alumno, su sesión en el dispositivo termina.',
    done: '{{serial}} vinculado a {{name}}',
  },
  unbind: {
    title: '¿Desvincular el dispositivo {{serial}}?',
    content: '{{name}} ya no podrá iniciar sesión en este dispositivo; su sesión en él termina ahora.',
    done: '{{serial}} desvinculado',
  },
  move: {
    title: 'Mover el dispositivo {{serial}}',
    intro: 'El dispositivo pasa a la escuela elegida y se desvincula de su alumno.',
    school: 'Escuela de destino',
    done: '{{serial}} movido a {{school}}',
  },
  disable: {
    title: '¿Desactivar el dispositivo {{serial}}?',
    content:
      'Un dispositivo desactivado no puede iniciar sesión y su sesión termina ahora; puede volver a activarlo cuando quiera.',
    done: '{{serial}} desactivado',
  },
  enable: {
    title: '¿Activar el dispositivo {{serial}}?',
    content: 'Su alumno vinculado podrá volver a iniciar sesión en él.',
    done: '{{serial}} activado',
  },
  import: {
    title: 'Importar números de serie',
    intro:
      'Un dispositivo por fila: número de serie y tipo (pen o pad) son obligatorios; modelo y escuela, opcionales. Cada fila se revisa antes; no se guarda nada hasta que confirme.',
    columns: 'Columnas',
    school: 'Escuela predeterminada',
    schoolHelp: 'Las filas con la celda Escuela vacía van a esta escuela.',
    submit: 'Importar los dispositivos ({{count}})',
    result: 'Dispositivos importados: {{count}}',
    resultSub: 'Ya están en la lista, listos para vincularlos a alumnos.',
    done: 'Listo',
  },
};
