import { ArrowLeftOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import type { MyClassRow, PreparationPage } from '@edu/shared';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Col,
  Flex,
  Modal,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
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
import { PrepExercisesCard } from './PrepExercisesCard';
import { PrepPlanCard } from './PrepPlanCard';
import {
  addQuestions,
  draftOf,
  missingCount,
  type PrepDraft,
  sameDraft,
  saveInputOf,
  unusedLessonExercises,
} from './prep-draft';
import { PrepStateTag, polishPath } from './prep-ui';
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
            <PrepPlanCard draft={draft} onEdit={edit} />
            <PrepExercisesCard
              questions={draft.questions}
              unused={unused}
              onEdit={edit}
              onOpenBank={() => setPicking(true)}
            />
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
