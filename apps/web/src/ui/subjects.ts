import { useTranslation } from 'react-i18next';
import { UI_NS } from './i18n';

/**
 * A subject's name (`SUBJECTS` in @edu/shared) in the console's language ("Mathematics", "数学"); the code itself
 * for one it does not know, '—' for none.
 */
export function useSubjectLabel(): (subject: string | null | undefined) => string {
  const { t } = useTranslation(UI_NS);
  return (subject) => (subject == null ? '—' : t(`subjects.${subject}`, { defaultValue: subject }));
}
