import type { MessagesLike } from '../../app/i18n';
import type { zh } from './zh';

/** 'ui' namespace, English. */
export const en: MessagesLike<typeof zh> = {
  actions: {
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    add: 'Add',
    close: 'Close',
    back: 'Back',
    more: 'More',
    open: 'Open',
    import: 'Import',
    export: 'Export',
    retry: 'Try again',
  },
  fields: {
    actions: 'Actions',
    createdAt: 'Created',
    status: 'Status',
    fullName: 'Name',
    role: 'Role',
    school: 'School',
    class: 'Class',
    brand: 'Brand',
    grade: 'Grade',
    introduction: 'Introduction',
  },
  validation: {
    required: 'Required',
    maxLength: 'At most {{max}} characters',
  },
  missingId: 'The address names no record (id is missing).',
  list: {
    total: '{{total}} in total',
    totalCapped: '{{total}}+ in total',
    noMatch: 'Nothing matches the search and filters.',
    clearFilters: 'Clear search and filters',
    clearSearch: 'Clear the search',
  },
  error: {
    loadFailed: 'Could not load this',
    notFound: 'Not found, or outside your scope',
    noPermission: 'No permission',
  },
  upload: {
    started: 'Uploading “{{name}}”',
    progress: '“{{name}}”: {{percent}}% uploaded',
  },
  marks: {
    summary: 'Marks: ticks {{tick}}, crosses {{cross}}, pen lines {{pen}}',
    none: 'No marks on the photo',
  },
  grades: {
    '1': 'Grade 1',
    '2': 'Grade 2',
    '3': 'Grade 3',
    '4': 'Grade 4',
    '5': 'Grade 5',
    '6': 'Grade 6',
    '7': 'Grade 7',
    '8': 'Grade 8',
    '9': 'Grade 9',
    '10': 'Grade 10',
    '11': 'Grade 11',
    '12': 'Grade 12',
  },
};
