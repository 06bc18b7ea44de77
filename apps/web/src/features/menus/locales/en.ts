import type { MessagesLike } from '../../../app/i18n';
import type { zh } from './zh';

/** 'menus' namespace, English. */
export const en: MessagesLike<typeof zh> = {
  platformIntro:
    "Set the platform's menu of each role: rename, reorder or hide its entries. A setting can only hide or rearrange, never give a role a page; a hidden page cannot be opened by its address either.",
  brandIntro:
    "Set your brand's menu of each role: rename, reorder or hide its entries. An entry the platform hid cannot be shown here; a hidden page cannot be opened by its address either.",
  role: 'Role',
  roles: {
    teacher: 'Teacher',
    student: 'Student',
    admin: 'Platform admin',
    schooladmin: 'School admin',
    courseConsultant: 'Course consultant',
    DL: 'DL helper',
    brandingAdmin: 'Brand admin',
    correctionTeacher: 'Correction teacher',
  },
  entries: 'Menu entries of the {{role}} role',
  dragHint: 'Drag an entry to move it, or use its move up and move down buttons.',
  row: {
    show: 'Show “{{name}}” in the menu',
    moveUp: 'Move “{{name}}” up',
    moveDown: 'Move “{{name}}” down',
    rename: 'Rename “{{name}}”',
    locked: 'Always shown',
    hiddenByPlatform: 'Hidden by the platform',
    hidden: 'Hidden',
    renamedFrom: 'Was: {{name}}',
  },
  moved: '“{{name}}” moved to position {{position}} of {{total}}',
  preview: 'Preview: the {{role}} sidebar',
  previewEmpty: 'No entry to show',
  renameTitle: 'Rename “{{name}}”',
  renameHint: 'Leave a name empty to keep the default.',
  save: 'Save settings',
  saved: 'The {{role}} menu is saved',
  discard: 'Discard changes',
  restore: 'Restore defaults',
  restoreTitle: 'Restore the default {{role}} menu?',
  restoreContent: "This layer's names, order and hidden entries are all cleared.",
  restored: 'The {{role}} menu is back to its defaults',
  switchTitle: 'Discard unsaved changes?',
  switchContent: 'The {{role}} menu has unsaved changes.',
  unsaved: 'Unsaved changes',
};
