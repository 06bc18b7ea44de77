import { ArrowLeftOutlined, HistoryOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { PREP_NOTES_MAX, type PreparationPage, type PrepState, type MyClassRow } from '@edu/shared';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Grid,
  Input,
  Modal,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toastSuccess } from '../../../app/feedback';
import { formatDateTime } from '../../../ui/format';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import { RichHtml } from '../../../ui/rich/RichHtml';
import { useMyClasses } from '../api/releases';
import '../i18n';
import { LEARNING_NS } from '../i18n';
import { ReleaseStateTag } from '../releases/ReleaseTable';
import { usePreparation, useSavePreparation } from './api';
import { BankPicker } from './BankPicker';
import {
  addQuestions,
  draftOf,
  missingCount,
  moveQuestion,
  type PrepDraft,
  removeQuestion,
  sameDraft,
  saveInputOf,
  unusedLessonExercises,
} from './prep-draft';
import { ExerciseList, NotesView, PrepStateTag, polishPath, QuestionLine } from './prep-ui';
import './preparation.css';

/**
 * /TeaCourse/prepara?lessonId=&classId=: a teacher prepares a lesson for one of its classes (the class
 * chosen at the top; the first one by default): teaching notes, the exercises chosen from the lesson and the
 * question bank in order, the teaching day and the state. Every save that changes something is a revision
 * (/Lesson/index shows them). Edits stay in the page until saved; a preparation saved meanwhile elsewhere is
 * announced rather than overwritten.
 */
export default function PreparePage() {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const lessonId = idFromQuery(search.get('lessonId'));
  const classes = useMyClasses();
  const picked = idFromQuery(search.get('classId'));
  const klass: MyClassRow | undefined = classes.data?.find((c) => c.id === picked) ?? classes.data?.[0];
  const data = usePreparation(klass?.id, lessonId);

  if (lessonId === undefined) {
    return (
      <Result
        status="warning"
        title={t('prepare.lessonMissing')}
        extra={<Button onClick={() => navigate('/TeaCourse/TeaCourse')}>{t('ui:actions.back')}</Button>}
      />
    );
  }
  if (classes.isError)
    return <QueryError error={classes.error} onRetry={() => classes.refetch()} testId="learning-error" />;
  if (classes.isPending) return <Skeleton active />;
  if (!klass) {
    return (
      <Card>
        <ListEmpty filtered={false} text={t('prepare.noClasses')} />
      </Card>
    );
  }
  if (data.isError) return <QueryError error={data.error} onRetry={() => data.refetch()} testId="learning-error" />;
  if (data.isPending) return <Skeleton active />;
  const pick = (classId: number) =>
    setSearch(
      (prev) => {
        const out = new URLSearchParams(prev);
        out.set('classId', String(classId));
        return out;
      },
      { replace: true },
    );
  return (
    <PrepEditor
      key={`${klass.id}-${lessonId}`}
      page={data.data}
      classes={classes.data}
      onPickClass={pick}
      refreshing={data.isFetching}
    />
  );
}

function PrepEditor({
  page,
  classes,
  onPickClass: pickClass,
  refreshing,
}: {
  page: PreparationPage;
  classes: MyClassRow[];
  onPickClass: (classId: number) => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [modal, modalContext] = Modal.useModal();
  const save = useSavePreparation();
  const [base, setBase] = useState<PrepDraft>(() => draftOf(page));
  const [baseRev, setBaseRev] = useState(page.prep?.revision ?? 0);
  const [draft, setDraft] = useState<PrepDraft>(base);
  const [picking, setPicking] = useState(false);
  const dirty = !sameDraft(draft, base);
  const serverRev = page.prep?.revision ?? 0;
  // Saved elsewhere (another tab, a restore) while this page has edits: say so rather than overwrite.
  const behind = serverRev > baseRev && dirty;

  // Saved elsewhere while this page has no edits: follow it.
  useEffect(() => {
    if (serverRev > baseRev && !dirty) {
      const next = draftOf(page);
      setBase(next);
      setDraft(next);
      setBaseRev(serverRev);
    }
  }, [serverRev, baseRev, dirty, page]);

  // The lesson's box scrolls when the lesson is long (or a formula wide): then it takes the focus, so that the
  // keyboard scrolls it too (WCAG 2.1.1; axe scrollable-region-focusable).
  const lessonBox = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = lessonBox.current;
    if (!el) return;
    if (el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth) el.tabIndex = 0;
    else el.removeAttribute('tabindex');
  });

  const lessonIds = useMemo(() => new Set(page.lesson.exercises.map((q) => q.id)), [page.lesson.exercises]);
  const unused = unusedLessonExercises(page, draft);
  const missing = missingCount(page);
  const edit = (change: Partial<PrepDraft>) => setDraft((d) => ({ ...d, ...change }));

  const loadLatest = () => {
    const next = draftOf(page);
    setBase(next);
    setDraft(next);
    setBaseRev(serverRev);
  };

  const onSave = async () => {
    try {
      const result = await save.mutateAsync(saveInputOf(page, draft, baseRev));
      const next = draftOf({ ...page, prep: result.prep });
      setBase(next);
      setDraft(next);
      setBaseRev(result.prep.revision);
      void toastSuccess(result.changed ? t('prepare.saved', { n: result.prep.revision }) : t('prepare.unchanged'));
    } catch {
      // shown by the request client (409: saved elsewhere meanwhile; the page says so once it has reloaded)
    }
  };

  const onPickClass = (classId: number) => {
    if (!dirty) return pickClass(classId);
    void modal.confirm({
      title: t('prepare.discardTitle'),
      content: t('prepare.discardContent'),
      okText: t('prepare.discard'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: () => pickClass(classId),
    });
  };

  const addFromBank = (
    <Button icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid="prep-add-bank">
      {t('prepare.addFromBank')}
    </Button>
  );
  const prep = page.prep;
  const lessonPath = `/TeaCourse/lessonDeatil?id=${page.lesson.id}`;

  return (
    <Flex vertical gap={16} className="prep-page" data-testid="prepare">
      {modalContext}
      <Card className="prep-page__head">
        <Flex gap={12} align="flex-start" wrap justify="space-between">
          <div className="prep-page__titles">
            <Breadcrumb
              items={[
                {
                  title: (
                    <Link to={`/TeaCourse/TeaCourse?course=${page.lesson.courseId}`}>{page.lesson.courseTitle}</Link>
                  ),
                },
                { title: page.lesson.chapterTitle },
              ]}
            />
            <Typography.Title level={3} className="prep-page__title" data-testid="prep-lesson-title">
              {page.lesson.title}
            </Typography.Title>
            <Flex wrap gap={8} align="center" className="prep-page__meta">
              <Select
                aria-label={t('prepare.class')}
                className="prep-page__class"
                value={page.classId}
                onChange={onPickClass}
                options={classes.map((c) => ({
                  value: c.id,
                  label: t('prepare.classOption', { name: c.name, school: c.schoolName }),
                }))}
                data-testid="prep-class"
              />
              <ReleaseStateTag
                release={{
                  lessonId: page.lesson.id,
                  state: page.release.state,
                  unlockAt: page.release.unlockAt,
                  changedBy: null,
                  changedAt: null,
                }}
              />
              <PrepStateTag state={prep?.state ?? null} />
              <Typography.Text type="secondary" data-testid="prep-revision">
                {prep
                  ? t('prepare.savedAs', { n: prep.revision, time: formatDateTime(prep.updatedAt) })
                  : t('prepare.neverSaved')}
              </Typography.Text>
            </Flex>
          </div>
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(lessonPath)}>
              {t('prepare.backToLesson')}
            </Button>
            {prep && (
              <Button
                icon={<HistoryOutlined />}
                onClick={() => navigate(polishPath(prep.id))}
                data-testid="prep-history"
              >
                {t('prepare.history')}
              </Button>
            )}
            {dirty && (
              <Tag color="warning" data-testid="prep-dirty">
                {t('prepare.dirty')}
              </Tag>
            )}
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!dirty && prep !== null}
              loading={save.isPending}
              onClick={() => void onSave()}
              data-testid="prep-save"
            >
              {t('prepare.save')}
            </Button>
          </Space>
        </Flex>
        <Typography.Paragraph type="secondary" className="prep-page__intro">
          {t('prepare.intro')}
        </Typography.Paragraph>
      </Card>
      {behind && (
        <Alert
          type="warning"
          showIcon
          data-testid="prep-behind"
          title={t('prepare.changedElsewhere', { n: serverRev })}
          action={
            <Button size="small" onClick={loadLatest} loading={refreshing}>
              {t('prepare.loadLatest')}
            </Button>
          }
        />
      )}
      {missing > 0 && <Alert type="info" showIcon title={t('prepare.missing', { count: missing })} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Flex vertical gap={16}>
            <Card title={t('prepare.plan')} className="prep-card">
              <Form layout="vertical" component="div">
                <Flex gap={16} wrap>
                  <Form.Item label={t('prepare.plannedOn')} htmlFor="prep-planned-on" className="prep-form__day">
                    <DatePicker
                      id="prep-planned-on"
                      value={draft.plannedOn ? dayjs(draft.plannedOn) : null}
                      format="YYYY-MM-DD"
                      onChange={(d) => edit({ plannedOn: d ? d.format('YYYY-MM-DD') : null })}
                      data-testid="prep-planned-on"
                    />
                  </Form.Item>
                  <Form.Item label={t('prepare.state')}>
                    <Radio.Group
                      optionType="button"
                      aria-label={t('prepare.state')}
                      value={draft.state}
                      onChange={(e) => edit({ state: e.target.value as PrepState })}
                      options={(['draft', 'ready'] as const).map((s) => ({
                        value: s,
                        label: t(`prepare.states.${s}`),
                      }))}
                      data-testid="prep-state-choice"
                    />
                  </Form.Item>
                </Flex>
                <Form.Item label={t('prepare.notes')} htmlFor="prep-notes">
                  <Input.TextArea
                    id="prep-notes"
                    value={draft.notes}
                    onChange={(e) => edit({ notes: e.target.value })}
                    placeholder={t('prepare.notesPlaceholder')}
                    autoSize={{ minRows: 6, maxRows: 18 }}
                    showCount
                    maxLength={PREP_NOTES_MAX}
                    data-testid="prep-notes"
                  />
                </Form.Item>
              </Form>
              {draft.notes.trim() !== '' && (
                <section className="prep-notes-preview" aria-label={t('prepare.notesPreview')}>
                  <Typography.Text type="secondary" className="prep-notes-preview__label">
                    {t('prepare.notesPreview')}
                  </Typography.Text>
                  <NotesView notes={draft.notes} testId="prep-notes-preview" />
                </section>
              )}
            </Card>
            <Card
              title={t('prepare.exercises', { count: draft.questions.length })}
              className="prep-card"
              // Narrow screens: the button under the title, which keeps its whole width.
              extra={screens.sm === false ? undefined : addFromBank}
            >
              {screens.sm === false && <div className="prep-add-bank--narrow">{addFromBank}</div>}
              <ExerciseList
                questions={draft.questions}
                onMove={(i, by) => edit({ questions: moveQuestion(draft.questions, i, by) })}
                onRemove={(id) => edit({ questions: removeQuestion(draft.questions, id) })}
              />
              {unused.length > 0 && (
                <section className="prep-unused" aria-label={t('prepare.unused')}>
                  <Typography.Title level={5}>{t('prepare.unused')}</Typography.Title>
                  <ul className="prep-exercises prep-exercises--unused">
                    {unused.map((q) => (
                      <li key={q.id} className="prep-exercise" data-testid="prep-unused">
                        <QuestionLine question={q} />
                        <Button
                          size="small"
                          icon={<PlusOutlined />}
                          aria-label={t('prepare.addLabel', { text: q.stemText.slice(0, 60) })}
                          onClick={() => edit({ questions: addQuestions(draft.questions, [q]) })}
                          data-testid="prep-add-unused"
                        >
                          {t('prepare.add')}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('prepare.lessonContent')} className="prep-card prep-lesson">
            <section className="prep-lesson__scroll" ref={lessonBox} aria-label={t('prepare.lessonContent')}>
              <RichHtml html={page.lesson.html} className="prep-lesson__html" data-testid="prep-lesson-html" />
            </section>
          </Card>
        </Col>
      </Row>
      <BankPicker
        open={picking}
        chosen={draft.questions.map((q) => q.id)}
        grade={page.grade}
        lessonIds={lessonIds}
        onAdd={(added) => edit({ questions: addQuestions(draft.questions, added) })}
        onClose={() => setPicking(false)}
      />
    </Flex>
  );
}
