import type { Subject, WrongBookGroups } from '@edu/shared';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../../ui/ui.css';
import { REVIEW_NS } from '../i18n';
import { useSubjectLabel } from '../../../ui/subjects';

export interface TreeChoice {
  subject?: Subject;
  knowledgePointId?: number;
}

/** "3 · 1": to practise · mastered, with the full sentence for screen readers. */
function Counts({ learning, mastered }: { learning: number; mastered: number }) {
  const { t } = useTranslation(REVIEW_NS);
  const full = t('book.tree.counts', { learning, mastered });
  return (
    <span className="wb-tree__counts" title={full}>
      <span aria-hidden="true">
        <span className="wb-tree__learning">{learning}</span> · {mastered}
      </span>
      <span className="ui-visually-hidden">{full}</span>
    </span>
  );
}

/**
 * The book's tree: every subject, then each knowledge point its questions link to, with their counts. A
 * list of buttons (pressed: the current choice), so that it is a plain tab stop per entry for the keyboard.
 * Questions linked to no point are counted under their subject.
 */
export function BookTree({
  groups,
  loading,
  value,
  onChange,
}: {
  groups: WrongBookGroups | undefined;
  loading: boolean;
  value: TreeChoice;
  onChange: (choice: TreeChoice) => void;
}) {
  const { t } = useTranslation(REVIEW_NS);
  const subjectLabel = useSubjectLabel();
  if (loading && !groups) return <Skeleton active paragraph={{ rows: 4 }} />;
  const isAll = value.subject === undefined;
  return (
    <nav className="wb-tree" aria-label={t('book.tree.title')} data-testid="wrong-tree">
      <h2 className="wb-tree__title">{t('book.tree.title')}</h2>
      <ul className="wb-tree__list">
        <li>
          <button
            type="button"
            className="wb-tree__item"
            aria-pressed={isAll}
            onClick={() => onChange({})}
            data-testid="wrong-tree-all"
          >
            <span className="wb-tree__name">{t('book.tree.all')}</span>
            <Counts learning={groups?.total.learning ?? 0} mastered={groups?.total.mastered ?? 0} />
          </button>
        </li>
        {groups?.subjects.map((s) => (
          <li key={s.subject}>
            <button
              type="button"
              className="wb-tree__item wb-tree__item--subject"
              aria-pressed={value.subject === s.subject && value.knowledgePointId === undefined}
              onClick={() => onChange({ subject: s.subject })}
              data-testid="wrong-tree-subject"
            >
              <span className="wb-tree__name">{subjectLabel(s.subject)}</span>
              <Counts learning={s.learning} mastered={s.mastered} />
            </button>
            {(s.points.length > 0 || s.unlinked.learning + s.unlinked.mastered > 0) && (
              <ul className="wb-tree__points">
                {s.points.map((p) => (
                  <li key={p.id}>
                    <button
                      type="button"
                      className="wb-tree__item wb-tree__item--point"
                      aria-pressed={value.knowledgePointId === p.id}
                      onClick={() => onChange({ subject: s.subject, knowledgePointId: p.id })}
                      data-testid="wrong-tree-point"
                    >
                      <span className="wb-tree__name">{p.name}</span>
                      <Counts learning={p.learning} mastered={p.mastered} />
                    </button>
                  </li>
                ))}
                {s.unlinked.learning + s.unlinked.mastered > 0 && (
                  <li className="wb-tree__unlinked">
                    <span className="wb-tree__name">{t('book.tree.unlinked')}</span>
                    <Counts learning={s.unlinked.learning} mastered={s.unlinked.mastered} />
                  </li>
                )}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
