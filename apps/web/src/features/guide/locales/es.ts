import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'guide' namespace, Spanish. */
export const es: MessagesLike<typeof zh> = {
  title: 'Guía',
  intro:
    '¿Es la primera vez que usa la consola? Siga el recorrido para conocer paso a paso la barra superior, las pestañas y los ajustes de página.',
  points: {
    sidebar:
      'El menú de la izquierda muestra todas las páginas a las que tiene acceso; el botón de menú lo pliega o lo abre.',
    search: 'La búsqueda de arriba a la derecha encuentra una página por su nombre (en chino, también por pinyin).',
    tags: 'Las páginas visitadas quedan abiertas como pestañas y conservan lo que escribió; haga clic derecho en una pestaña para actualizarla o cerrarla.',
    settings:
      'En los ajustes de página puede cambiar el color del tema, fijar la cabecera, activar las pestañas y más.',
  },
  start: 'Iniciar el recorrido',
  hint: 'Pulse Esc para salir en cualquier momento; el botón de interrogación de la barra superior lo vuelve a iniciar.',
};
