import type { ClassRow } from '@edu/shared';
import { RoleType } from '@edu/shared/roles';
import { App, Form, Input } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaller } from '../../../ui/access';
import { type ClassChange, useClassDetail, useSaveClass } from '../api/classes';
import { GradeSelect, SchoolSelect, UserSelect } from '../components/selects';
import { checkGrade, checkRequiredText, LIMITS, ruleOf } from '../components/validation';
import { FormModal } from '../../../ui/FormModal';
import { ORG_NS } from '../i18n';

interface Values {
  schoolId?: number;
  grade: number;
  name: string;
  headTeacherId?: number | null;
  teacherIds?: number[];
  studentIds?: number[];
}

/** The saveClass fields: everything for a new class; for an edit what changed (teachers as a set). */
export function classChanges(
  cls: ClassRow | undefined,
  values: Values,
  currentTeacherIds: readonly number[] = [],
): ClassChange {
  const name = values.name.trim();
  const head = values.headTeacherId ?? null;
  if (!cls) {
    return {
      schoolId: values.schoolId,
      grade: values.grade,
      name,
      headTeacherId: head ?? undefined,
      teacherIds: values.teacherIds ?? [],
      studentIds: values.studentIds ?? [],
    };
  }
  const change: ClassChange = { id: cls.id };
  if (values.grade !== cls.grade) change.grade = values.grade;
  if (name !== cls.name) change.name = name;
  if (head !== cls.headTeacherId) change.headTeacherId = head;
  const teachers = [...(values.teacherIds ?? [])].sort((a, b) => a - b);
  const current = [...currentTeacherIds].sort((a, b) => a - b);
  if (teachers.join(',') !== current.join(',')) change.teacherIds = teachers;
  return change;
}

/**
 * Creates a class (school, grade, name, head teacher, teachers, students) or edits one (its students
 * are managed on the class's page). The head teacher is always one of the teachers.
 */
export function ClassFormModal({
  open,
  cls,
  fixedSchool,
  onClose,
  onSaved,
}: {
  open: boolean;
  cls?: ClassRow;
  /** the school of a new class when the page is a school's */
  fixedSchool?: { id: number; name: string };
  onClose: () => void;
  onSaved?: (cls: ClassRow) => void;
}) {
  const { t } = useTranslation(ORG_NS);
  const { message } = App.useApp();
  const caller = useCaller();
  const [form] = Form.useForm<Values>();
  const save = useSaveClass();
  const editing = cls !== undefined;
  const detail = useClassDetail({ id: cls?.id ?? 0, page: 1, pageSize: 1 }, open && editing);
  const teachers = detail.data?.teachers;
  const chooseSchool = !editing && !fixedSchool && caller.orgScope !== 'school';
  const watchedSchool = Form.useWatch('schoolId', form);
  const schoolId =
    cls?.schoolId ?? fixedSchool?.id ?? (caller.orgScope === 'school' ? (caller.schoolId ?? undefined) : watchedSchool);
  const head = Form.useWatch('headTeacherId', form);

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when it opens, and when the teachers arrive
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      cls
        ? {
            grade: cls.grade,
            name: cls.name,
            headTeacherId: cls.headTeacherId,
            teacherIds: teachers?.map((tt) => tt.id) ?? [],
          }
        : { schoolId: fixedSchool?.id, teacherIds: [], studentIds: [] },
    );
  }, [open, cls, teachers]);

  const knownTeachers = useMemo(
    () => (teachers ?? []).map((tt) => ({ value: tt.id, label: `${tt.name} (${tt.username})` })),
    [teachers],
  );

  const submit = async () => {
    const values = await form.validateFields();
    const teacherIds = values.teacherIds ?? [];
    // The head teacher teaches the class too (the server adds it; the form shows it).
    if (values.headTeacherId && !teacherIds.includes(values.headTeacherId)) teacherIds.push(values.headTeacherId);
    const change = classChanges(
      cls,
      { ...values, teacherIds, schoolId: chooseSchool ? values.schoolId : schoolId },
      teachers?.map((tt) => tt.id),
    );
    const saved = await save.mutateAsync(change);
    void message.success(editing ? t('classes.saved') : t('classes.created', { name: saved.name }));
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormModal
      open={open}
      title={editing ? t('classes.editTitle', { name: cls.name }) : t('classes.createTitle')}
      okButtonProps={{ disabled: editing && !teachers }}
      onCancel={onClose}
      saving={save.isPending}
      onSave={submit}
      testId="class-form"
    >
      <Form form={form} layout="vertical" name="class-form" autoComplete="off">
        {chooseSchool ? (
          <Form.Item
            name="schoolId"
            label={t('ui:fields.school')}
            required
            rules={[{ required: true, message: t('ui:validation.required') }]}
          >
            <SchoolSelect
              onlyEnabled
              data-testid="class-form-school"
              onChange={(v) => {
                form.setFieldsValue({
                  schoolId: typeof v === 'number' ? v : undefined,
                  headTeacherId: undefined,
                  teacherIds: [],
                  studentIds: [],
                });
              }}
            />
          </Form.Item>
        ) : (cls?.schoolName ?? fixedSchool?.name) ? (
          <Form.Item label={t('ui:fields.school')}>
            <Input value={cls?.schoolName ?? fixedSchool?.name} disabled />
          </Form.Item>
        ) : null}
        <Form.Item name="grade" label={t('ui:fields.grade')} required rules={[ruleOf(t, checkGrade)]}>
          <GradeSelect allowClear={false} data-testid="class-form-grade" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('ui:fields.class')}
          required
          rules={[ruleOf(t, (v) => checkRequiredText(v, LIMITS.className))]}
        >
          <Input maxLength={LIMITS.className} placeholder={t('classes.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="headTeacherId" label={t('classes.headTeacher')}>
          <UserSelect
            roleType={RoleType.teacher}
            schoolId={schoolId}
            enabled={schoolId !== undefined}
            disabled={schoolId === undefined}
            knownOptions={knownTeachers}
            placeholder={t('classes.pickTeacher')}
            data-testid="class-form-head"
          />
        </Form.Item>
        <Form.Item name="teacherIds" label={t('classes.teachers')} extra={head ? t('classes.headIncluded') : undefined}>
          <UserSelect
            multiple
            roleType={RoleType.teacher}
            schoolId={schoolId}
            enabled={schoolId !== undefined}
            disabled={schoolId === undefined}
            knownOptions={knownTeachers}
            placeholder={t('classes.pickTeachers')}
            data-testid="class-form-teachers"
          />
        </Form.Item>
        {!editing && (
          <Form.Item name="studentIds" label={t('classes.students')} extra={t('classes.studentsHint')}>
            <UserSelect
              multiple
              roleType={RoleType.student}
              schoolId={schoolId}
              enabled={schoolId !== undefined}
              disabled={schoolId === undefined}
              placeholder={t('classes.pickStudents')}
              data-testid="class-form-students"
            />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
