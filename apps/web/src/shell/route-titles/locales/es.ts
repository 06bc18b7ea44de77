import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'route' namespace, Spanish. */
export const es: MessagesLike<typeof zh> = {
  home: 'Inicio',
  dashboard: 'Inicio',
  guide: 'Guía',
  login: 'Iniciar sesión',
  page404: 'Página no encontrada',
  page401: 'Sin permiso',
  redirect: 'Redirigiendo',
  dataScreen: 'Pantalla de datos',
  schoolList: 'Escuelas',
  schoolDetail: 'Escuela',
  schoolClasses: 'Clases de la escuela',
  classDetail: 'Clase',
  teaStu: 'Profesores y alumnos',
  teacherDetail: 'Profesor',
  studentDetail: 'Alumno',
  classManagement: 'Clases',
  teacherList: 'Profesores',
  studentList: 'Alumnos',
  classList: 'Clases',
  myStudents: 'Mis alumnos',
  courseCenter: 'Centro de cursos',
  editContent: 'Editar el contenido del curso',
  topic: 'Banco de preguntas',
  bookCourse: 'Cursos de libro de texto',
  courseManag: 'Gestión de cursos',
  lessonDetail: 'Lección',
  teaCourse: 'Mis cursos',
  learningMaterials: 'Materiales de estudio',
};
