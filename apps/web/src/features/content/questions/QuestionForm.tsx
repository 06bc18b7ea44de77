import { QUESTION_TYPES, type QuestionType, type Subject } from '@edu/shared';
import { Col, Form, Rate, Row, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { GradeSelect, KnowledgePointSelect, OwnerSelect, PLATFORM_OWNER, SubjectSelect } from '../components/selects';
import { RichTextEditor } from '../editor/RichTextEditor';
import { CONTENT_NS } from '../i18n';
import { AnswerFields } from './AnswerFields';
import { fieldHelp } from './form-help';
import { changeType, type DraftEditing } from './question-form';

/**
 * The question form: type, subject, grade, difficulty, owner (a new question of a platform content
 * manager), knowledge points, the stem, the answer (by type) and the analysis, all rich text with
 * formulas and pictures.
 */
export function QuestionForm({
  editing,
  narrow,
  platformManager,
}: {
  editing: DraftEditing;
  narrow: boolean;
  /** may choose the owner of a new question (the platform or a brand) */
  platformManager: boolean;
}) {
  const { draft, setDraft, update, errors, onUploadingChange } = editing;
  const { t } = useTranslation(CONTENT_NS);
  return (
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
          <Form.Item label={t('ui:fields.grade')} required>
            <GradeSelect value={draft.grade} onChange={(v) => v && update({ grade: v })} data-testid="qf-grade" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('fields.difficulty')} required {...fieldHelp(errors, 'difficulty')}>
            <Rate value={draft.difficulty} onChange={(v) => update({ difficulty: v || 1 })} allowClear={false} />
          </Form.Item>
        </Col>
        {platformManager && draft.id === undefined && (
          <Col xs={24} md={12}>
            <Form.Item label={t('fields.owner')} extra={t('owner.hint')}>
              <OwnerSelect value={draft.owner ?? PLATFORM_OWNER} onChange={(v) => update({ owner: v })} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={platformManager && draft.id === undefined ? 12 : 24}>
          <Form.Item label={t('fields.knowledgePoints')} {...fieldHelp(errors, 'knowledgePointIds', true)}>
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
        {...fieldHelp(errors, 'stem')}
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

      <AnswerFields editing={editing} />

      <Form.Item label={t('question.analysis')} {...fieldHelp(errors, 'analysis')}>
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
}
