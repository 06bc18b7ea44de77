import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'menus' namespace, Spanish. */
export const es: MessagesLike<typeof zh> = {
  platformIntro:
    'Configure el menú de la plataforma para cada rol: cambie el nombre, el orden u oculte sus entradas. Un ajuste solo oculta o reordena, nunca da una página a un rol; una página oculta tampoco se abre por su dirección.',
  brandIntro:
    'Configure el menú de su marca para cada rol: cambie el nombre, el orden u oculte sus entradas. Una entrada que la plataforma ocultó no puede mostrarse aquí; una página oculta tampoco se abre por su dirección.',
  role: 'Rol',
  roles: {
    teacher: 'Profesor',
    student: 'Alumno',
    admin: 'Administrador de la plataforma',
    schooladmin: 'Administrador de escuela',
    courseConsultant: 'Asesor de cursos',
    DL: 'Tutor DL',
    brandingAdmin: 'Administrador de marca',
    correctionTeacher: 'Profesor corrector',
  },
  entries: 'Entradas del menú del rol {{role}}',
  dragHint: 'Arrastre una entrada para moverla, o use sus botones de subir y bajar.',
  row: {
    show: 'Mostrar «{{name}}» en el menú',
    moveUp: 'Subir «{{name}}»',
    moveDown: 'Bajar «{{name}}»',
    rename: 'Cambiar el nombre de «{{name}}»',
    locked: 'Siempre visible',
    hiddenByPlatform: 'Oculta por la plataforma',
    hidden: 'Oculta',
    renamedFrom: 'Antes: {{name}}',
  },
  moved: '«{{name}}» movida a la posición {{position}} de {{total}}',
  preview: 'Vista previa: la barra lateral del rol {{role}}',
  previewEmpty: 'Ninguna entrada que mostrar',
  renameTitle: 'Cambiar el nombre de «{{name}}»',
  renameHint: 'Deje un nombre vacío para conservar el predeterminado.',
  save: 'Guardar ajustes',
  saved: 'Menú del rol {{role}} guardado',
  discard: 'Descartar cambios',
  restore: 'Restablecer',
  restoreTitle: '¿Restablecer el menú predeterminado del rol {{role}}?',
  restoreContent: 'Se borran los nombres, el orden y las entradas ocultas de esta capa.',
  restored: 'El menú del rol {{role}} vuelve a sus valores predeterminados',
  switchTitle: '¿Descartar los cambios sin guardar?',
  switchContent: 'El menú del rol {{role}} tiene cambios sin guardar.',
  unsaved: 'Cambios sin guardar',
};
