import type { MessagesLike } from '../../../../app/i18n';
import type { zh } from './zh';

/** 'orgImport' namespace, Spanish. */
export const es: MessagesLike<typeof zh> = {
  button: {
    import: 'Importar',
    exportCsv: 'Exportar CSV',
    exportXlsx: 'Exportar Excel (XLSX)',
  },
  exportFailed: 'La exportación falló',
  exported: 'Exportado: {{name}}',
  title: {
    teacher: 'Importar profesores',
    student: 'Importar alumnos',
  },
  choose: {
    intro:
      'Descargue la plantilla, escriba una persona por fila y suba el archivo. Cada fila se revisa antes; no se guarda nada hasta que confirme.',
    template: 'Plantilla',
    templateCsv: 'Plantilla CSV',
    templateXlsx: 'Plantilla Excel',
    school: 'Escuela predeterminada',
    schoolHelp: 'Las filas con la celda Escuela vacía van a esta escuela.',
    ownSchool: 'Todos se importan en su escuela.',
    password:
      'Contraseñas: la columna Contraseña admite 6–64 caracteres; si se deja vacía, el sistema genera una contraseña temporal de 8 caracteres que se muestra una sola vez tras la importación.',
  },
  preview: {
    passwordGiven: 'Del archivo',
    passwordGenerated: 'Generada',
    submit: 'Importar {{count}} personas',
    none: 'Ninguna',
  },
  progress: {
    upload: 'Subiendo el archivo {{percent}} %',
    validated: 'Las {{total}} filas se revisaron de nuevo',
    passwords: 'Protegiendo contraseñas {{done}} / {{total}}',
    writing: 'Guardando {{done}} / {{total}}',
    wait: 'La importación está en curso; no cierre esta ventana.',
  },
  result: {
    title: '{{count}} personas importadas',
    subtitle: 'Ya aparecen en la lista y pueden acceder con su usuario y contraseña.',
    generated:
      '{{count}} personas recibieron una contraseña temporal. Descargue la lista ahora: no se podrá volver a ver al cerrar esta ventana.',
    download: 'Descargar las contraseñas (CSV)',
    fileName: 'contrasenas-iniciales',
    done: 'Listo',
    password: 'Contraseña temporal',
    fromFile: '(del archivo)',
  },
};
