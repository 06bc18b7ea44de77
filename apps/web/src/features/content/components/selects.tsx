import { type KnowledgePointRow, QUESTION_TYPES, SUBJECTS, type Subject } from '@edu/shared';
import { Select, type SelectProps, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADES, useGradeLabel } from '../../../ui/grades';
import { placeholderName } from '../../../ui/field-name';
import { useAllBrands } from '../api/brands';
import { useKnowledgeTree } from '../api/questions';
import { CONTENT_NS } from '../i18n';
import { useSubjectLabel } from '../../../ui/subjects';

export const DIFFICULTIES = [1, 2, 3, 4, 5] as const;

type Common = Omit<SelectProps, 'options' | 'value' | 'onChange' | 'mode'>;

/** A controlled select's value and change handler (cleared: undefined). */
type Choice<V> = { value?: V; onChange?: (v: V | undefined) => void };

/** A select over a fixed list of options (subject, grade, difficulty, question type). */
function OptionSelect<V extends string | number>({
  value,
  onChange,
  options,
  ...rest
}: Common & Choice<V> & { options: { value: V; label: string }[] }) {
  return (
    <Select<V>
      {...rest}
      aria-label={placeholderName(rest)}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={options}
    />
  );
}

export function SubjectSelect(props: Common & Choice<string>) {
  const { t } = useTranslation(CONTENT_NS);
  const label = useSubjectLabel();
  return (
    <OptionSelect<string>
      placeholder={t('fields.subject')}
      {...props}
      options={SUBJECTS.map((s) => ({ value: s, label: label(s) }))}
    />
  );
}

export function GradeSelect(props: Common & Choice<number>) {
  const { t } = useTranslation(CONTENT_NS);
  const label = useGradeLabel();
  return (
    <OptionSelect<number>
      placeholder={t('ui:fields.grade')}
      {...props}
      options={GRADES.map((g) => ({ value: g, label: label(g) }))}
    />
  );
}

export function DifficultySelect(props: Common & Choice<number>) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <OptionSelect<number>
      placeholder={t('fields.difficulty')}
      {...props}
      options={DIFFICULTIES.map((d) => ({ value: d, label: `${'★'.repeat(d)} ${t(`difficulty.${d}`)}` }))}
    />
  );
}

export function QuestionTypeSelect(props: Common & Choice<string>) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <OptionSelect<string>
      placeholder={t('fields.type')}
      {...props}
      options={QUESTION_TYPES.map((q) => ({ value: q, label: t(`questionType.${q}`) }))}
    />
  );
}

/** 0 stands for "platform-wide" in the owner select. */
export const PLATFORM_OWNER = 0;

/** Admin: who owns new content, the platform (0) or a brand. */
export function OwnerSelect({ value, onChange, ...rest }: Common & { value?: number; onChange?: (v: number) => void }) {
  const { t } = useTranslation(CONTENT_NS);
  const brands = useAllBrands();
  return (
    <Select<number>
      {...rest}
      // Always has a value, so no placeholder names it: its own name unless a Form.Item label does.
      aria-label={placeholderName({ placeholder: t('fields.owner'), ...rest })}
      value={value}
      loading={brands.isLoading}
      onChange={(v) => onChange?.(v)}
      showSearch={{ optionFilterProp: 'label' }}
      options={[
        { value: PLATFORM_OWNER, label: t('owner.platform') },
        ...(brands.data ?? []).map((b) => ({ value: b.brandId, label: b.brandName || b.webAddress })),
      ]}
    />
  );
}

/** Admin filter: one brand's content. */
export function BrandFilter({
  value,
  onChange,
  ...rest
}: Common & { value?: number; onChange?: (v: number | undefined) => void }) {
  const { t } = useTranslation(CONTENT_NS);
  const brands = useAllBrands();
  return (
    <Select<number>
      allowClear
      placeholder={t('ui:fields.brand')}
      {...rest}
      aria-label={placeholderName({ placeholder: t('ui:fields.brand'), ...rest })}
      value={value}
      loading={brands.isLoading}
      onChange={(v) => onChange?.(v)}
      showSearch={{ optionFilterProp: 'label' }}
      options={(brands.data ?? []).map((b) => ({ value: b.brandId, label: b.brandName || b.webAddress }))}
    />
  );
}

export interface TreeNode<T> {
  key: number;
  title: string;
  value: number;
  row: T;
  children: TreeNode<T>[];
}

/** A depth-first flat list (parentId links) as a tree; rows whose parent is missing become roots. */
export function buildTree<T extends { id: number; parentId: number | null }>(
  rows: readonly T[],
  title: (row: T) => string,
): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>();
  for (const row of rows) nodes.set(row.id, { key: row.id, value: row.id, title: title(row), row, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Knowledge points of a subject, to pick one (filter) or several (a question's). */
export function KnowledgePointSelect({
  subject,
  value,
  onChange,
  multiple,
  brandId,
  ...rest
}: {
  subject: Subject | undefined;
  value?: number | number[];
  onChange?: (v: number | number[] | undefined) => void;
  multiple?: boolean;
  brandId?: number;
  className?: string;
  placeholder?: string;
  'data-testid'?: string;
  status?: 'error' | 'warning';
}) {
  const { t } = useTranslation(CONTENT_NS);
  const tree = useKnowledgeTree(subject, brandId);
  const data = useMemo(() => buildTree<KnowledgePointRow>(tree.data?.points ?? [], (p) => p.name), [tree.data]);
  return (
    <TreeSelect
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      multiple={multiple}
      disabled={!subject}
      loading={tree.isLoading}
      placeholder={subject ? t('fields.knowledgePoint') : t('knowledge.pickSubjectFirst')}
      {...rest}
      aria-label={placeholderName({ placeholder: t('fields.knowledgePoint'), ...rest })}
      value={value}
      onChange={(v) => onChange?.(v as number | number[] | undefined)}
      treeData={data}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto', minWidth: 260 } } }}
    />
  );
}
