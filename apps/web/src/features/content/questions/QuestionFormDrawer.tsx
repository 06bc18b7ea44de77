import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BLANK_RULES,
  MAX_OPTIONS,
  OPTION_KEYS,
  QUESTION_TYPES,
  type QuestionDetail,
  type QuestionType,
  type Subject,
} from '@edu/shared';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Drawer,
  Empty,
  Form,
  Grid,
  Radio,
  Rate,
  Row,
  Segmented,
  Select,
  Space,
  Spin,
  Tooltip,
  Typography,
} from 'antd';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../app/app-store';
import { confirmDialog, toastSuccess } from '../../../app/feedback';
import { type QuestionSave, useQuestionDetail, useSaveQuestion } from '../api/questions';
import { useContentCaller } from '../components/caller';
import { QueryError } from '../components/common';
import { GradeSelect, KnowledgePointSelect, OwnerSelect, PLATFORM_OWNER, SubjectSelect } from '../components/selects';
import { RichTextEditor } from '../editor/RichTextEditor';
import { useUploadsInFlight } from '../editor/useUploadsInFlight';
import { CONTENT_NS } from '../i18n';
import { previewOfDraft } from '../render/question-preview';
import { AnswerView, QuestionView } from '../render/QuestionView';
import { renderRichText } from '@edu/shared/render/web';
import {
  addOption,
  changeType,
  draftFromDetail,
  emptyDraft,
  errorsUnder,
  type FieldErrors,
  type QuestionDraft,
  removeOption,
  syncBlanks,
  toggleChoice,
  validateDraft,
} from './question-form';

interface Props {
  open: boolean;
  /** the question to change; absent: a new one */
  questionId?: number;
  defaults?: { subject?: Subject; grade?: number; type?: QuestionType };
  onClose: () => void;
  onSaved?: (q: QuestionDetail) => void;
}

function help(errors: FieldErrors, key: string, deep = false) {
  const list = deep ? errorsUnder(errors, key) : (errors[key] ?? []);
  return list.length > 0 ? { validateStatus: 'error' as const, help: list.join('; ') } : {};
}

/**
 * Create or change a question: type, subject, grade, difficulty, knowledge points, the stem, options,
 * answer and analysis (all rich text with formulas), and beside it the question as a student will see
 * it, updated as you type. Checked type by type with the server's own schema before it is sent.
 */
export function QuestionFormDrawer({ open, questionId, defaults, onClose, onSaved }: Props) {
  const { t } = useTranslation(CONTENT_NS);
  const language = useAppStore((s) => s.language);
  const caller = useContentCaller();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.lg;
  const detail = useQuestionDetail(open ? questionId : undefined);
  const save = useSaveQuestion();
  const [draft, setDraft] = useState<QuestionDraft>(() => emptyDraft({ ...defaults, owner: PLATFORM_OWNER }));
  const [tried, setTried] = useState(false);
  const [pane, setPane] = useState<'edit' | 'preview'>('edit');
  const { uploading, onUploadingChange } = useUploadsInFlight();

  // A fresh draft each time the drawer opens (the question's, once loaded).
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  /** the draft as it opened (JSON): what "unsaved changes" are measured against */
  const baseline = useRef('');
  const start = (initial: QuestionDraft) => {
    baseline.current = JSON.stringify(initial);
    setDraft(initial);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: start only sets state and a ref
  useEffect(() => {
    if (!open) return;
    setTried(false);
    setPane('edit');
    if (questionId === undefined) {
      start(emptyDraft({ ...defaultsRef.current, owner: caller.isAdmin ? PLATFORM_OWNER : undefined }));
    }
  }, [open, questionId, caller.isAdmin]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start only sets state and a ref
  useEffect(() => {
    if (open && questionId !== undefined && detail.data && detail.data.id === questionId) {
      start(draftFromDetail(detail.data));
    }
  }, [open, questionId, detail.data]);

  /** Closes at once when nothing would be lost; otherwise asks first (typed changes, pictures uploading). */
  const requestClose = async () => {
    if (!uploading && JSON.stringify(draft) === baseline.current) {
      onClose();
      return;
    }
    const discard = await confirmDialog({
      title: t('lesson.discardTitle'),
      content: t('question.discardBody'),
      okText: t('lesson.discard'),
      cancelText: t('common.cancel'),
    });
    if (discard) onClose();
  };

  const update = (change: Partial<QuestionDraft>) => setDraft((d) => syncBlanks({ ...d, ...change }));
  const validation = useMemo(() => validateDraft(draft, language), [draft, language]);
  const errors = tried ? validation.errors : {};
  const deferred = useDeferredValue(draft);
  const preview = useMemo(() => previewOfDraft(deferred, deferred.id ?? null), [deferred]);
  const answerPreview = useMemo(
    () => ({
      type: deferred.type,
      answer: { choices: deferred.choices, judge: deferred.judge, blanks: deferred.blanks, text: deferred.text },
      answerHtml: deferred.type === 'short' ? renderRichText(deferred.text) : '',
      analysisHtml: renderRichText(deferred.analysis),
    }),
    [deferred],
  );

  const submit = async () => {
    if (uploading) return;
    setTried(true);
    if (!validation.ok || !validation.fields) return;
    const body: QuestionSave = { ...validation.fields, id: draft.id };
    if (draft.id === undefined && caller.isAdmin) body.brandId = draft.owner ? draft.owner : null;
    try {
      const saved = await save.mutateAsync(body);
      void toastSuccess(draft.id === undefined ? t('question.created') : t('question.saved'));
      onSaved?.(saved);
      onClose();
    } catch {
      // the request client showed the server's message
    }
  };

  const loading = questionId !== undefined && (detail.isLoading || (detail.data && draft.id !== questionId));
  const choice = draft.type === 'single' || draft.type === 'multiple';
  const errorCount = Object.keys(validation.errors).length;

  const form = (
    <Form layout="vertical" className="qf-form" component="div" requiredMark>
      <Form.Item label={t('fields.type')} required>
        <Segmented<QuestionType>
          block={narrow}
          value={draft.type}
          onChange={(type) => setDraft((d) => changeType(d, type))}
          options={QUESTION_TYPES.map((q) => ({ value: q, label: t(`questionType.${q}`) }))}
          data-testid="qf-type"
          className="qf-type"
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12} md={8}>
          <Form.Item label={t('fields.subject')} required>
            <SubjectSelect
              value={draft.subject}
              onChange={(v) => v && update({ subject: v as Subject, knowledgePointIds: [] })}
              data-testid="qf-subject"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item label={t('fields.grade')} required>
            <GradeSelect value={draft.grade} onChange={(v) => v && update({ grade: v })} data-testid="qf-grade" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('fields.difficulty')} required {...help(errors, 'difficulty')}>
            <Rate value={draft.difficulty} onChange={(v) => update({ difficulty: v || 1 })} allowClear={false} />
          </Form.Item>
        </Col>
        {caller.isAdmin && draft.id === undefined && (
          <Col xs={24} md={12}>
            <Form.Item label={t('fields.owner')} extra={t('owner.hint')}>
              <OwnerSelect value={draft.owner ?? PLATFORM_OWNER} onChange={(v) => update({ owner: v })} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={caller.isAdmin && draft.id === undefined ? 12 : 24}>
          <Form.Item label={t('fields.knowledgePoints')} {...help(errors, 'knowledgePointIds', true)}>
            <KnowledgePointSelect
              multiple
              subject={draft.subject}
              value={draft.knowledgePointIds}
              onChange={(v) => update({ knowledgePointIds: Array.isArray(v) ? v : v ? [v] : [] })}
              className="ct-fill"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label={t('fields.stem')}
        required
        {...help(errors, 'stem')}
        extra={draft.type === 'blank' ? t('question.blankHint') : undefined}
      >
        <RichTextEditor
          value={draft.stem}
          onChange={(stem) => update({ stem })}
          blanks={draft.type === 'blank'}
          placeholder={t('question.stemPlaceholder')}
          ariaLabel={t('fields.stem')}
          status={errors.stem ? 'error' : undefined}
          data-testid="qf-stem"
          imageUpload
          onUploadingChange={onUploadingChange}
        />
      </Form.Item>

      {choice && (
        <Form.Item
          label={t('question.optionsAndAnswer')}
          required
          {...(errors.options || errors['answer.choices']
            ? {
                validateStatus: 'error' as const,
                help: [...(errors.options ?? []), ...(errors['answer.choices'] ?? [])].join('; '),
              }
            : { extra: draft.type === 'single' ? t('question.markOne') : t('question.markSome') })}
        >
          <div className="qf-options" data-testid="qf-options">
            {draft.options.map((option, i) => {
              const key = OPTION_KEYS[i]!;
              const correct = draft.choices.includes(key);
              const optionError = errors[`options.${i}`];
              return (
                <div className={`qf-option${correct ? ' qf-option--correct' : ''}`} key={key} data-testid="qf-option">
                  <div className="qf-option__mark">
                    <Tooltip title={t('question.markCorrect')}>
                      {draft.type === 'single' ? (
                        <Radio
                          checked={correct}
                          onChange={() => setDraft((d) => toggleChoice(d, key))}
                          aria-label={t('question.correctN', { key })}
                          data-testid="qf-correct"
                        />
                      ) : (
                        <Checkbox
                          checked={correct}
                          onChange={() => setDraft((d) => toggleChoice(d, key))}
                          aria-label={t('question.correctN', { key })}
                          data-testid="qf-correct"
                        />
                      )}
                    </Tooltip>
                    <span className="qf-option__key">{key}</span>
                  </div>
                  <div className="qf-option__editor">
                    <RichTextEditor
                      value={option}
                      onChange={(v) => setDraft((d) => ({ ...d, options: d.options.map((o, j) => (j === i ? v : o)) }))}
                      placeholder={t('question.optionPlaceholder', { key })}
                      ariaLabel={t('question.optionN', { key })}
                      status={optionError ? 'error' : undefined}
                      imageUpload
                      onUploadingChange={onUploadingChange}
                    />
                    {optionError && <div className="qf-option__error">{optionError.join('; ')}</div>}
                  </div>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={draft.options.length <= 2}
                    onClick={() => setDraft((d) => removeOption(d, i))}
                    aria-label={t('question.removeOption', { key })}
                  />
                </div>
              );
            })}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={draft.options.length >= MAX_OPTIONS}
              onClick={() => setDraft(addOption)}
              data-testid="qf-add-option"
            >
              {t('question.addOption')}
            </Button>
          </div>
        </Form.Item>
      )}

      {draft.type === 'judge' && (
        <Form.Item label={t('question.answer')} required {...help(errors, 'answer.judge')}>
          <Radio.Group
            value={draft.judge === null ? undefined : String(draft.judge)}
            onChange={(e) => update({ judge: e.target.value === 'true' })}
            optionType="button"
            buttonStyle="solid"
            data-testid="qf-judge"
          >
            <Radio.Button value="true">{t('question.true')}</Radio.Button>
            <Radio.Button value="false">{t('question.false')}</Radio.Button>
          </Radio.Group>
        </Form.Item>
      )}

      {draft.type === 'blank' && (
        <Form.Item label={t('question.blankAnswers')} required {...help(errors, 'answer.blanks')}>
          {draft.blanks.length === 0 ? (
            <Typography.Text type="secondary">{t('question.noBlanksYet')}</Typography.Text>
          ) : (
            <div className="qf-blanks" data-testid="qf-blanks">
              {draft.blanks.map((b, i) => {
                const own = errorsUnder(errors, `answer.blanks.${i}`);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a blank is its position in the stem
                  <div className="qf-blank" key={i} data-testid="qf-blank">
                    <div className="qf-blank__label">{t('question.blankN', { n: i + 1 })}</div>
                    <Select
                      mode="tags"
                      open={false}
                      suffixIcon={null}
                      value={b.accepted}
                      onChange={(accepted: string[]) =>
                        setDraft((d) => ({
                          ...d,
                          blanks: d.blanks.map((x, j) => (j === i ? { ...x, accepted } : x)),
                        }))
                      }
                      placeholder={t('question.acceptedPlaceholder')}
                      status={own.length > 0 ? 'error' : undefined}
                      className="qf-blank__accepted"
                      aria-label={t('question.acceptedN', { n: i + 1 })}
                      data-testid="qf-accepted"
                    />
                    <Checkbox.Group
                      value={b.rules}
                      onChange={(rules) =>
                        setDraft((d) => ({
                          ...d,
                          blanks: d.blanks.map((x, j) => (j === i ? { ...x, rules: rules as typeof b.rules } : x)),
                        }))
                      }
                      className="qf-blank__rules"
                    >
                      {BLANK_RULES.map((r) => (
                        <Tooltip key={r} title={t(`blankRuleHint.${r}`)}>
                          <Checkbox value={r}>{t(`blankRule.${r}`)}</Checkbox>
                        </Tooltip>
                      ))}
                    </Checkbox.Group>
                    {own.length > 0 && <div className="qf-option__error">{own.join('; ')}</div>}
                  </div>
                );
              })}
            </div>
          )}
        </Form.Item>
      )}

      {draft.type === 'short' && (
        <Form.Item label={t('question.referenceAnswer')} required {...help(errors, 'answer.text')}>
          <RichTextEditor
            value={draft.text}
            onChange={(text) => update({ text })}
            placeholder={t('question.referencePlaceholder')}
            ariaLabel={t('question.referenceAnswer')}
            status={errors['answer.text'] ? 'error' : undefined}
            data-testid="qf-reference"
            imageUpload
            onUploadingChange={onUploadingChange}
          />
        </Form.Item>
      )}

      <Form.Item label={t('question.analysis')} {...help(errors, 'analysis')}>
        <RichTextEditor
          value={draft.analysis}
          onChange={(analysis) => update({ analysis })}
          placeholder={t('question.analysisPlaceholder')}
          ariaLabel={t('question.analysis')}
          data-testid="qf-analysis"
          imageUpload
          onUploadingChange={onUploadingChange}
        />
      </Form.Item>
    </Form>
  );

  const previewPane = (
    <div className="qf-preview" data-testid="qf-preview">
      <Typography.Text type="secondary" className="qf-preview__title">
        {t('question.studentView')}
      </Typography.Text>
      {draft.stem.trim() === '' ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('question.previewEmpty')} />
      ) : (
        <>
          <QuestionView preview={preview} />
          <AnswerView data={answerPreview} />
        </>
      )}
    </div>
  );

  return (
    <Drawer
      open={open}
      onClose={() => void requestClose()}
      title={questionId === undefined ? t('question.createTitle') : t('question.editTitle')}
      size={narrow ? '100%' : 1180}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="question-form"
      className="qf-drawer"
      footer={
        <Space className="qf-footer">
          {tried && errorCount > 0 && (
            <Typography.Text type="danger" data-testid="qf-error-count">
              {t('question.fixErrors', { count: errorCount })}
            </Typography.Text>
          )}
          {uploading && (
            <Typography.Text type="secondary" data-testid="qf-uploading">
              {t('editor.image.waiting')}
            </Typography.Text>
          )}
          <Button onClick={() => void requestClose()} data-testid="qf-cancel">
            {t('common.cancel')}
          </Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={uploading}
            onClick={() => void submit()}
            data-testid="qf-submit"
          >
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {questionId !== undefined && detail.isError ? (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : loading ? (
        <Spin className="ct-center-spin" />
      ) : narrow ? (
        <>
          <Segmented<'edit' | 'preview'>
            block
            value={pane}
            onChange={setPane}
            options={[
              { value: 'edit', label: t('question.editPane') },
              { value: 'preview', label: t('question.studentView') },
            ]}
            className="qf-pane-switch"
          />
          {/* The form stays mounted behind the preview: its editors may be uploading pictures. */}
          <div hidden={pane !== 'edit'}>{form}</div>
          {pane === 'preview' && previewPane}
        </>
      ) : (
        <div className="qf-layout">
          <div className="qf-layout__form">{form}</div>
          <aside className="qf-layout__preview">{previewPane}</aside>
        </div>
      )}
      {tried && validation.errors.form && <Alert type="error" title={validation.errors.form.join('; ')} />}
    </Drawer>
  );
}
