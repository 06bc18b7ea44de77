import type { MessagesLike } from '../../app/i18n';
import type { zh } from './zh';

/** 'ui' namespace, Spanish. */
export const es: MessagesLike<typeof zh> = {
  actions: {
    save: 'Guardar',
    edit: 'Editar',
    delete: 'Eliminar',
    add: 'Añadir',
    close: 'Cerrar',
    back: 'Volver',
    more: 'Más',
    open: 'Abrir',
    import: 'Importar',
    export: 'Exportar',
    retry: 'Reintentar',
  },
  fields: {
    actions: 'Acciones',
    createdAt: 'Creado',
    status: 'Estado',
    fullName: 'Nombre',
    role: 'Rol',
    school: 'Escuela',
    class: 'Clase',
    brand: 'Marca',
    grade: 'Curso',
    introduction: 'Presentación',
  },
  validation: {
    required: 'Obligatorio',
    maxLength: 'Como máximo {{max}} caracteres',
  },
  missingId: 'La dirección no indica ningún registro (falta el id).',
  list: {
    total: '{{total}} en total',
    totalCapped: '{{total}}+ en total',
    noMatch: 'Nada coincide con la búsqueda y los filtros.',
    clearFilters: 'Borrar búsqueda y filtros',
    clearSearch: 'Borrar la búsqueda',
  },
  error: {
    loadFailed: 'No se pudo cargar',
    notFound: 'No existe o está fuera de su ámbito',
    noPermission: 'Sin permiso',
  },
  upload: {
    started: 'Subiendo «{{name}}»',
    progress: '«{{name}}»: {{percent}} % subido',
  },
  marks: {
    summary: 'Marcas: visto bueno {{tick}}, cruces {{cross}}, trazos {{pen}}',
    none: 'Sin marcas en la foto',
  },
  grades: {
    '1': '1.º de primaria',
    '2': '2.º de primaria',
    '3': '3.º de primaria',
    '4': '4.º de primaria',
    '5': '5.º de primaria',
    '6': '6.º de primaria',
    '7': '1.º de secundaria',
    '8': '2.º de secundaria',
    '9': '3.º de secundaria',
    '10': '1.º de bachillerato',
    '11': '2.º de bachillerato',
    '12': '3.º de bachillerato',
  },
};
