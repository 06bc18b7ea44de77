import { BulbOutlined, RobotOutlined } from '@ant-design/icons';
import { ASSISTANT_MESSAGE_MAX, type AssistantKind } from '@edu/shared';
import { escapeHtml } from '@edu/shared/render/entities';
import { renderRichText } from '@edu/shared/render/web';
import { Alert, Button, Flex, Input, Spin, Typography } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../app/api';
import { askStudyAssistant } from '../api/assistant';
import { LEARNING_NS } from '../i18n';

/**
 * The provider's text as the student sees it: untrusted, so it is text (HTML escaped), its paragraphs and
 * **bold** kept, its formulas typeset by the shared pipeline, which also sanitizes (DOMPurify).
 */
export function assistantHtml(text: string): string {
  const paragraphs = escapeHtml(text.trim())
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>').replace(/\n/g, '<br>')}</p>`);
  return renderRichText(paragraphs.join(''));
}

type State =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'done' }
  | { kind: 'withheld'; msg: string }
  | { kind: 'error'; msg: string };

/**
 * The study assistant of one exercise (issue 14 item 4): opened from a button under the question; 'Hint' or
 * 'Explain this step' with an optional message; the answer streams in (a live region announces it once it is
 * complete), rendered with its math and sanitized.
 */
export function StudyAssistantPanel({
  lessonId,
  questionId,
  no,
}: {
  lessonId: number;
  questionId: number;
  no: number;
}) {
  const { t } = useTranslation(LEARNING_NS);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const panelId = useId();
  const messageId = useId();
  const firstButton = useRef<HTMLButtonElement>(null);
  const html = useMemo(() => (text === '' ? '' : assistantHtml(text)), [text]);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (open) firstButton.current?.focus();
  }, [open]);

  const ask = async (kind: AssistantKind) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setText('');
    setState({ kind: 'asking' });
    try {
      const end = await askStudyAssistant(
        { lessonId, questionId, kind, message: message.trim() },
        { onDelta: (piece) => setText((prev) => prev + piece), onReset: () => setText('') },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      if (end.kind === 'done') setState({ kind: 'done' });
      else if (end.kind === 'withheld') {
        setText('');
        setState({ kind: 'withheld', msg: end.msg || t('assistant.withheld') });
      } else setState({ kind: 'error', msg: end.error.msg || t('assistant.failed') });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: 'error', msg: isRequestError(error) && error.msg ? error.msg : t('assistant.failed') });
    }
  };

  const stop = () => {
    abort.current?.abort();
    setState({ kind: 'done' });
  };

  const asking = state.kind === 'asking';
  return (
    <div className="stu-assistant" data-testid={`stu-assistant-${questionId}`}>
      <Button
        type="link"
        icon={<RobotOutlined />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        data-testid="stu-assistant-toggle"
      >
        {t('assistant.toggle', { no })}
      </Button>
      <section id={panelId} hidden={!open} className="stu-assistant__panel" aria-label={t('assistant.toggle', { no })}>
        {open && (
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">{t('assistant.note')}</Typography.Text>
            <label htmlFor={messageId} className="stu-assistant__label">
              {t('assistant.message')}
            </label>
            <Input.TextArea
              id={messageId}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={ASSISTANT_MESSAGE_MAX}
              autoSize={{ minRows: 1, maxRows: 4 }}
              placeholder={t('assistant.placeholder')}
              data-testid="stu-assistant-message"
            />
            <Flex gap={8} wrap>
              <Button
                ref={firstButton}
                icon={<BulbOutlined />}
                onClick={() => void ask('hint')}
                disabled={asking}
                data-testid="stu-assistant-hint"
              >
                {t('assistant.hint')}
              </Button>
              <Button onClick={() => void ask('explain')} disabled={asking} data-testid="stu-assistant-explain">
                {t('assistant.explain')}
              </Button>
              {asking && (
                <Button onClick={stop} data-testid="stu-assistant-stop">
                  {t('assistant.stop')}
                </Button>
              )}
            </Flex>
            {asking && text === '' && (
              <Flex gap={8} align="center">
                <Spin size="small" />
                <Typography.Text type="secondary">{t('assistant.thinking')}</Typography.Text>
              </Flex>
            )}
            {/* Announced once complete (aria-busy while it streams), not piece by piece. */}
            <div
              role="status"
              aria-live="polite"
              aria-busy={asking}
              aria-label={t('assistant.answer')}
              className="stu-assistant__answer"
              data-testid="stu-assistant-answer"
            >
              {html !== '' && (
                <div
                  className="rich-html"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped text, math rendered and sanitized by the shared pipeline (assistantHtml)
                  dangerouslySetInnerHTML={{ __html: html }}
                />
              )}
              {state.kind === 'done' && text === '' && (
                <Typography.Text type="secondary">{t('assistant.empty')}</Typography.Text>
              )}
            </div>
            {state.kind === 'withheld' && (
              <Alert type="warning" showIcon title={state.msg} data-testid="stu-assistant-withheld" />
            )}
            {state.kind === 'error' && (
              <Alert type="error" showIcon title={state.msg} data-testid="stu-assistant-error" />
            )}
          </Flex>
        )}
      </section>
    </div>
  );
}
