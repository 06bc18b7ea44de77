import type { CommonMessages } from './types';

const es: CommonMessages = {
  loading: 'Cargando...',
  cancel: 'Cancelar',
  language: 'Idioma',
  username: 'Usuario',
  backHome: 'Volver al inicio',
  switchLanguageSuccess: 'Idioma cambiado correctamente',
  productName: 'Consola Educativa Inteligente',
  request: {
    error: 'Error',
    network: 'Error de red, compruebe su conexión e inténtelo de nuevo',
    timeout: 'La solicitud ha caducado, inténtelo más tarde',
    http: 'Error del servidor ({{status}})',
  },
  relogin: {
    title: 'Confirmar cierre de sesión',
    message: 'Se ha cerrado su sesión; puede cancelar para quedarse en esta página o volver a iniciar sesión',
    confirm: 'Volver a iniciar sesión',
  },
  verificationFailed: 'La verificación ha fallado, inicie sesión de nuevo.',
  hasError: 'Se ha producido un error',
  crash: {
    title: 'Algo ha ido mal',
    description: 'La página ha tenido un problema inesperado. Recargarla suele solucionarlo.',
    reload: 'Recargar',
  },
  login: {
    pageTitle: 'Iniciar sesión',
    title: 'Bienvenido de nuevo',
    subtitle: 'Inicie sesión con su cuenta',
    usernamePlaceholder: 'Introduzca su usuario',
    password: 'Contraseña',
    passwordPlaceholder: 'Introduzca su contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    capsLock: 'Bloq Mayús está activado',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión...',
    usernameRequired: 'Introduzca su usuario',
    passwordTooShort: 'La contraseña no puede tener menos de {{min}} caracteres',
    failed: 'No se pudo iniciar sesión, inténtelo de nuevo',
    heroTitle: 'Que cada clase cuente',
    heroText:
      'Cursos, grupos, corrección de tareas e informes de aprendizaje en una sola consola, para profesores, alumnos y administradores.',
    featureLessons: 'Preparación de clases y supervisión del aula',
    featureHomework: 'Corrección de tareas y práctica de errores',
    featureReports: 'Informes de aprendizaje de precisión',
    footer: '© {{year}} {{name}}',
  },
};

export default es;
