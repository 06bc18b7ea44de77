import { RobotOutlined, StopOutlined } from '@ant-design/icons';
import {
  AI_GENERATE_COUNT_MAX,
  AI_SOURCE_TEXT_MAX,
  type GeneratedQuestionRow,
  type GeneratedState,
  type GenerationError,
  type QuestionFields,
  type QuestionType,
  type Subject,
} from '@edu/shared';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Progress,
  Row,
  Segmented,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError, useInvalidate } from '../../../../app/api';
import { toastSuccess } from '../../../../app/feedback';
import { callerManagesContent, useCaller } from '../../../../ui/access';
import { useWide } from '../../../../ui/list/useWide';
import { QueryError } from '../../../../ui/QueryError';
import { settle } from '../../../../ui/confirm';
import {
  streamGeneration,
  useAcceptGenerated,
  useGeneratedQuestions,
  useRejectGenerated,
} from '../../api/ai-questions';
import {
  DifficultySelect,
  GradeSelect,
  KnowledgePointSelect,
  OwnerSelect,
  PLATFORM_OWNER,
  QuestionTypeSelect,
  SubjectSelect,
} from '../../components/selects';
import '../../content.css';
import '../../i18n';
import { CONTENT_NS } from '../../i18n';
import { QuestionFormDrawer } from '../QuestionFormDrawer';
import { GeneratedPreview, ProvenanceTag } from './GeneratedPreview';
import { LessonPicker } from './LessonPicker';
import './ai-questions.css';

interface Request {
  subject: Subject;
  knowledgePointIds: number[];
  type: QuestionType;
  difficulty: number;
  grade: number;
  count: number;
  sourceText: string;
  /** the source: pasted text or a lesson */
  sourceKind: 'text' | 'lesson';
  lessonId?: number;
  owner: number;
}

type Run =
  | { phase: 'idle' }
  | {
      phase: 'streaming' | 'done';
      count: number;
      rows: GeneratedQuestionRow[];
      error: GenerationError | null;
      refused: string | null;
    };

const STATES: GeneratedState[] = ['pending', 'accepted', 'rejected', 'invalid'];

/**
 * /topic/aiQuestions: AI question creation (issue 14 item 2). The form asks the brand's AI provider for
 * questions; they appear one by one as the provider writes them, valid ones queued for review, invalid ones
 * shown with why. Below, the review queue: each question previewed, edited in the bank's own form, accepted
 * into the bank or rejected.
 */
export default function AiQuestionsPage() {
  const { t } = useTranslation(CONTENT_NS);
  const caller = useCaller();
  const platformManager = callerManagesContent(caller, null);
  const [request, setRequest] = useState<Request>({
    subject: 'math',
    knowledgePointIds: [],
    type: 'single',
    difficulty: 3,
    grade: 8,
    count: 3,
    sourceText: '',
    sourceKind: 'text',
    owner: PLATFORM_OWNER,
  });
  const [tried, setTried] = useState(false);
  const [run, setRun] = useState<Run>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  // The queue below shows what the generation queued once it ends.
  const refreshQueue = useInvalidate('content');
  useEffect(() => () => abort.current?.abort(), []);
  const update = (change: Partial<Request>) => setRequest((r) => ({ ...r, ...change }));
  const noPoints = request.knowledgePointIds.length === 0;

  const generate = async () => {
    setTried(true);
    if (noPoints) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRun({ phase: 'streaming', count: request.count, rows: [], error: null, refused: null });
    const add = (row: GeneratedQuestionRow) =>
      setRun((r) => (r.phase === 'idle' ? r : { ...r, rows: [...r.rows, row] }));
    try {
      await streamGeneration(
        {
          knowledgePointIds: request.knowledgePointIds,
          type: request.type,
          difficulty: request.difficulty,
          grade: request.grade,
          count: request.count,
          ...(request.sourceKind === 'lesson'
            ? request.lessonId !== undefined
              ? { lessonId: request.lessonId }
              : {}
            : { sourceText: request.sourceText }),
          ...(platformManager ? { brandId: request.owner === PLATFORM_OWNER ? null : request.owner } : {}),
        },
        {
          onStart: () => undefined,
          onItem: add,
          onInvalid: add,
          onError: (error) => setRun((r) => (r.phase === 'idle' ? r : { ...r, error })),
          onDone: () => setRun((r) => (r.phase === 'idle' ? r : { ...r, phase: 'done' })),
        },
        controller.signal,
      );
    } catch (err) {
      if (controller.signal.aborted) return;
      const msg = isRequestError(err) ? err.msg : t('ai.failed');
      setRun((r) => (r.phase === 'idle' ? r : { ...r, refused: msg }));
    } finally {
      setRun((r) => (r.phase === 'streaming' ? { ...r, phase: 'done' } : r));
      void refreshQueue();
    }
  };
  const stop = () => {
    abort.current?.abort();
    setRun((r) => (r.phase === 'streaming' ? { ...r, phase: 'done' } : r));
  };

  const streaming = run.phase === 'streaming';
  return (
    <div className="ai-page" data-testid="ai-questions">
      <Card className="ct-card" title={t('ai.generateTitle')}>
        <Typography.Paragraph type="secondary">{t('ai.intro')}</Typography.Paragraph>
        <Form layout="vertical" onFinish={() => void generate()}>
          <Row gutter={12}>
            <Col xs={12} md={6}>
              <Form.Item label={t('fields.subject')} required>
                <SubjectSelect
                  value={request.subject}
                  onChange={(v) => v && update({ subject: v as Subject, knowledgePointIds: [] })}
                  data-testid="ai-subject"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label={t('ui:fields.grade')} required>
                <GradeSelect value={request.grade} onChange={(v) => v && update({ grade: v })} data-testid="ai-grade" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label={t('fields.type')} required>
                <QuestionTypeSelect
                  value={request.type}
                  onChange={(v) => v && update({ type: v as QuestionType })}
                  data-testid="ai-type"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label={t('fields.difficulty')} required>
                <DifficultySelect
                  value={request.difficulty}
                  onChange={(v) => v && update({ difficulty: v })}
                  data-testid="ai-difficulty"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={platformManager ? 12 : 18}>
              <Form.Item
                label={t('fields.knowledgePoints')}
                required
                validateStatus={tried && noPoints ? 'error' : undefined}
                help={tried && noPoints ? t('ai.pickPoints') : undefined}
              >
                <KnowledgePointSelect
                  multiple
                  subject={request.subject}
                  value={request.knowledgePointIds}
                  onChange={(v) => update({ knowledgePointIds: Array.isArray(v) ? v : v ? [v] : [] })}
                  className="ct-fill"
                  data-testid="ai-points"
                  status={tried && noPoints ? 'error' : undefined}
                />
              </Form.Item>
            </Col>
            {platformManager && (
              <Col xs={24} md={6}>
                <Form.Item label={t('fields.owner')}>
                  <OwnerSelect value={request.owner} onChange={(v) => update({ owner: v })} />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={6}>
              <Form.Item label={t('ai.count')} required>
                <InputNumber
                  min={1}
                  max={AI_GENERATE_COUNT_MAX}
                  value={request.count}
                  onChange={(v) => update({ count: v ?? 1 })}
                  aria-label={t('ai.count')}
                  data-testid="ai-count"
                  className="ct-fill"
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={t('ai.source')} extra={t('ai.sourceHint')}>
            <Segmented<'text' | 'lesson'>
              value={request.sourceKind}
              onChange={(v) => update({ sourceKind: v })}
              options={[
                { value: 'text', label: t('ai.sourceText') },
                { value: 'lesson', label: t('ai.sourceLesson') },
              ]}
              className="ai-source-kind"
              data-testid="ai-source-kind"
            />
            {request.sourceKind === 'text' ? (
              <Input.TextArea
                value={request.sourceText}
                onChange={(e) => update({ sourceText: e.target.value })}
                maxLength={AI_SOURCE_TEXT_MAX}
                showCount
                autoSize={{ minRows: 3, maxRows: 10 }}
                aria-label={t('ai.source')}
                data-testid="ai-source"
              />
            ) : (
              <LessonPicker value={request.lessonId} onChange={(lessonId) => update({ lessonId })} />
            )}
          </Form.Item>
          <Space>
            <Button
              type="primary"
              htmlType="submit"
              icon={<RobotOutlined />}
              loading={streaming}
              data-testid="ai-generate"
            >
              {t('ai.generate')}
            </Button>
            {streaming && (
              <Button icon={<StopOutlined />} onClick={stop} data-testid="ai-stop">
                {t('ai.stop')}
              </Button>
            )}
          </Space>
        </Form>
        {run.phase !== 'idle' && <RunResults run={run} />}
      </Card>
      <ReviewQueue />
    </div>
  );
}

function RunResults({ run }: { run: Exclude<Run, { phase: 'idle' }> }) {
  const { t } = useTranslation(CONTENT_NS);
  const valid = run.rows.filter((r) => r.state !== 'invalid').length;
  const invalid = run.rows.length - valid;
  return (
    <section className="ai-run" aria-live="polite" data-testid="ai-run" data-phase={run.phase}>
      <Progress
        percent={Math.round((Math.min(run.rows.length, run.count) / run.count) * 100)}
        status={run.error || run.refused ? 'exception' : run.phase === 'streaming' ? 'active' : 'success'}
        aria-label={t('ai.progress')}
      />
      <Typography.Text data-testid="ai-run-summary">
        {run.phase === 'streaming' ? t('ai.streaming') : t('ai.finished')} {t('ai.counts', { valid, invalid })}
      </Typography.Text>
      {run.refused && <Alert type="error" showIcon title={run.refused} data-testid="ai-refused" />}
      {run.error && <Alert type="error" showIcon title={run.error.msg} data-testid="ai-error" />}
      {run.phase === 'streaming' && run.rows.length === 0 && !run.error && <Spin className="ct-center-spin" />}
      {run.phase === 'done' && run.rows.length === 0 && !run.error && !run.refused && (
        <Empty description={t('ai.nothing')} />
      )}
      <ol className="ai-stream" data-testid="ai-stream">
        {run.rows.map((row, i) => (
          <li key={row.id} className="ai-stream__item" data-state={row.state}>
            <GeneratedPreview row={row} index={i + 1} />
            {row.state !== 'invalid' && <Tag color="gold">{t('ai.state.pending')}</Tag>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function ReviewQueue() {
  const { t } = useTranslation(CONTENT_NS);
  // On a phone the actions go under the question: beside it they would squeeze it into a sliver.
  const wide = useWide();
  const [state, setState] = useState<GeneratedState>('pending');
  const [page, setPage] = useState(1);
  const pageSize = 10;
  const query = useGeneratedQuestions({ page, pageSize, state });
  const accept = useAcceptGenerated();
  const reject = useRejectGenerated();
  const [editing, setEditing] = useState<{ id: number; fields: QuestionFields } | null>(null);
  const [modal, modalContext] = Modal.useModal();

  const confirmAccept = (row: GeneratedQuestionRow) => {
    void modal.confirm({
      title: t('ai.acceptTitle'),
      content: t('ai.acceptBody'),
      okText: t('ai.accept'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await accept.mutateAsync({ id: row.id });
        void toastSuccess(t('ai.accepted'));
      }),
    });
  };
  const confirmReject = (row: GeneratedQuestionRow) => {
    void modal.confirm({
      title: t('ai.rejectTitle'),
      content: t('ai.rejectBody'),
      okText: t('ai.reject'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await reject.mutateAsync(row.id);
        void toastSuccess(t('ai.rejected'));
      }),
    });
  };

  return (
    <Card className="ct-card" title={t('ai.queueTitle')} data-testid="ai-queue">
      {modalContext}
      <Segmented<GeneratedState>
        value={state}
        onChange={(v) => {
          setState(v);
          setPage(1);
        }}
        options={STATES.map((s) => ({ value: s, label: t(`ai.state.${s}`) }))}
        className="ai-queue__filter"
        data-testid="ai-queue-filter"
      />
      {query.isError ? (
        <QueryError testId="content-error" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <List<GeneratedQuestionRow>
          itemLayout={wide ? 'horizontal' : 'vertical'}
          loading={query.isLoading}
          dataSource={query.data?.list ?? []}
          locale={{ emptyText: <Empty description={t('ai.queueEmpty')} /> }}
          pagination={{
            current: page,
            pageSize,
            total: query.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
          renderItem={(row) => (
            <List.Item
              key={row.id}
              data-testid="ai-queue-item"
              data-state={row.state}
              actions={
                row.state === 'pending' || row.state === 'invalid'
                  ? [
                      ...(row.state === 'pending' && row.question
                        ? [
                            <Button
                              key="edit"
                              onClick={() => row.question && setEditing({ id: row.id, fields: row.question })}
                              data-testid="ai-edit"
                            >
                              {t('ui:actions.edit')}
                            </Button>,
                            <Button
                              key="accept"
                              type="primary"
                              onClick={() => confirmAccept(row)}
                              data-testid="ai-accept"
                            >
                              {t('ai.accept')}
                            </Button>,
                          ]
                        : []),
                      <Button key="reject" danger onClick={() => confirmReject(row)} data-testid="ai-reject">
                        {row.state === 'invalid' ? t('ai.dismiss') : t('ai.reject')}
                      </Button>,
                    ]
                  : []
              }
            >
              <div className="ai-queue__body">
                <Space wrap size={4}>
                  <ProvenanceTag row={row} />
                  <Typography.Text type="secondary">
                    {t('ai.byOn', { name: row.createdBy, time: new Date(row.createdAt).toLocaleString() })}
                  </Typography.Text>
                  {row.acceptedQuestionId !== null && (
                    <Tag color="green" data-testid="ai-accepted-id">
                      {t('ai.inBank', { id: row.acceptedQuestionId })}
                    </Tag>
                  )}
                </Space>
                <GeneratedPreview row={row} />
              </div>
            </List.Item>
          )}
        />
      )}
      <QuestionFormDrawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        review={
          editing
            ? {
                fields: editing.fields,
                onSubmit: async (fields) => {
                  await accept.mutateAsync({ id: editing.id, question: fields });
                  void toastSuccess(t('ai.accepted'));
                },
              }
            : undefined
        }
      />
    </Card>
  );
}
