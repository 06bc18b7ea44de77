import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'auth' namespace, Spanish. */
export const es: MessagesLike<typeof zh> = {
  authRedirect: {
    working: 'Iniciando sesión, espere...',
    failed: 'El enlace de acceso no es válido o ha caducado, inicie sesión de nuevo',
    toLogin: 'Ir al inicio de sesión',
  },
};
