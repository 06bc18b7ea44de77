import { useTranslation } from 'react-i18next';
import { UI_NS } from './i18n';

/** School grades 1 to 12 (primary 1–6, lower secondary 7–9, upper secondary 10–12). */
export const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** A grade's name in the console's language ("Grade 8", "八年级"); '—' for none. */
export function useGradeLabel(): (grade: number | null | undefined) => string {
  const { t } = useTranslation(UI_NS);
  return (grade) => (grade == null ? '—' : t(`grades.${grade}`, { defaultValue: String(grade) }));
}
