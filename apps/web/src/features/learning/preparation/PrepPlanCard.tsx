import { PREP_NOTES_MAX, type PrepState } from '@edu/shared';
import { Card, DatePicker, Flex, Form, Input, Radio, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LEARNING_NS } from '../i18n';
import type { PrepDraft } from './prep-draft';
import { NotesView } from './prep-ui';

/** The prepara page's plan: the teaching day, the state and the notes (with their preview once written). */
export function PrepPlanCard({ draft, onEdit }: { draft: PrepDraft; onEdit: (change: Partial<PrepDraft>) => void }) {
  const { t } = useTranslation(LEARNING_NS);
  return (
    <Card title={t('prepare.plan')} className="prep-card">
      <Form layout="vertical" component="div">
        <Flex gap={16} wrap>
          <Form.Item label={t('prepare.plannedOn')} htmlFor="prep-planned-on" className="prep-form__day">
            <DatePicker
              id="prep-planned-on"
              value={draft.plannedOn ? dayjs(draft.plannedOn) : null}
              format="YYYY-MM-DD"
              onChange={(d) => onEdit({ plannedOn: d ? d.format('YYYY-MM-DD') : null })}
              data-testid="prep-planned-on"
            />
          </Form.Item>
          <Form.Item label={t('prepare.state')}>
            <Radio.Group
              optionType="button"
              aria-label={t('prepare.state')}
              value={draft.state}
              onChange={(e) => onEdit({ state: e.target.value as PrepState })}
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
            onChange={(e) => onEdit({ notes: e.target.value })}
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
  );
}
