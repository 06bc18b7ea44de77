import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'dashboard' namespace, Spanish. */
export const es: MessagesLike<typeof zh> = {
  greeting: {
    morning: 'Buenos días, {{name}}',
    afternoon: 'Buenas tardes, {{name}}',
    evening: 'Buenas noches, {{name}}',
    night: 'Es tarde, {{name}}; recuerde descansar',
  },
  today: 'Hoy es {{date}}',
  profile: {
    title: 'Mi perfil',
    school: 'ID de escuela',
    noIntroduction: 'Sin presentación todavía',
    none: '—',
  },
  brand: {
    title: 'Marca',
    name: 'Nombre de la marca',
    webAddress: 'Dirección web',
    id: 'ID de marca',
    none: 'No hay ninguna marca configurada para esta dirección; se usa el aspecto predeterminado.',
  },
  shortcuts: {
    title: 'Accesos directos',
    empty: 'Todavía no hay otras páginas para su rol.',
  },
  roles: {
    teacher: 'Profesor',
    student: 'Alumno',
    admin: 'Administrador de la plataforma',
    schooladmin: 'Administrador de la escuela',
    courseConsultant: 'Asesor de cursos',
    DL: 'Usuario DL',
    brandingAdmin: 'Administrador de marca',
    correctionTeacher: 'Profesor corrector',
    unknown: 'Rol desconocido',
  },
};
