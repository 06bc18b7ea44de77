import type { MessagesLike } from '../../../../app/i18n';
import type { zh } from './zh';

/** 'orgImport' namespace, English. */
export const en: MessagesLike<typeof zh> = {
  button: {
    import: 'Import',
    exportCsv: 'Export CSV',
    exportXlsx: 'Export Excel (XLSX)',
  },
  exportFailed: 'The export failed',
  exported: 'Exported: {{name}}',
  title: {
    teacher: 'Import teachers',
    student: 'Import students',
  },
  choose: {
    intro:
      'Download the template, fill in one person per row and upload the file. Every row is checked first; nothing is written until you confirm.',
    template: 'Template',
    templateCsv: 'CSV template',
    templateXlsx: 'Excel template',
    school: 'Default school',
    schoolHelp: 'Rows whose School cell is empty go to this school.',
    ownSchool: 'Everyone is imported into your school.',
    password:
      'Passwords: the Password column may hold 6–64 characters; left empty, the system generates an 8-character temporary password, shown once after the import.',
  },
  preview: {
    passwordGiven: 'From the file',
    passwordGenerated: 'Generated',
    submit: 'Import {{count}} people',
    none: 'None',
  },
  progress: {
    upload: 'Uploading the file {{percent}}%',
    validated: 'All {{total}} rows checked again',
    passwords: 'Securing passwords {{done}} / {{total}}',
    writing: 'Saving {{done}} / {{total}}',
    wait: 'The import is running; keep this window open.',
  },
  result: {
    title: '{{count}} people imported',
    subtitle: 'They are in the list now and can log in with their usernames and passwords.',
    generated:
      '{{count}} people got a temporary password. Download the list now: it cannot be shown again once this window is closed.',
    download: 'Download the passwords (CSV)',
    fileName: 'initial-passwords',
    done: 'Done',
    password: 'Temporary password',
    fromFile: '(from the file)',
  },
};
