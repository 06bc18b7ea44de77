import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'errors' namespace, Spanish. */
export const es: MessagesLike<typeof zh> = {
  notFound: {
    code: '404',
    title: 'Página no encontrada',
    description: 'La página que busca no existe o se ha movido. Compruebe la dirección o vuelva a la página de inicio.',
  },
  unauthorized: {
    code: '401',
    title: 'Sin permiso',
    description:
      'Su rol no puede abrir esta página. Solicite acceso a un administrador o inicie sesión con otra cuenta.',
  },
  back: 'Volver',
};
