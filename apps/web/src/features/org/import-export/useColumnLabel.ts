import { columnLabel, type SheetColumn } from '@edu/shared';
import { useAppStore } from '../../../app/app-store';

/** A sheet column's name as the file has it in the console's language ('' for none). */
export function useColumnLabel(): (column: string | null) => string {
  const language = useAppStore((s) => s.language);
  return (column) => (column ? columnLabel(column as SheetColumn, language) : '');
}
