import { Alert, Button, Flex, Input, Modal, Segmented, Space, Spin, Typography } from 'antd';
import type { MathfieldElement } from 'mathlive';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n';
import { formulaHtml, type MathAttrs } from './math-node';

/** Templates offered above the field: [label TeX, inserted TeX (`#?` are placeholders)]. */
export const FORMULA_TEMPLATES: readonly (readonly [string, string])[] = [
  ['\\frac{a}{b}', '\\frac{#@}{#?}'],
  ['\\sqrt{x}', '\\sqrt{#@}'],
  ['\\sqrt[n]{x}', '\\sqrt[#?]{#@}'],
  ['x^{n}', '#@^{#?}'],
  ['x_{i}', '#@_{#?}'],
  ['\\pm', '\\pm'],
  ['\\le', '\\le'],
  ['\\ge', '\\ge'],
  ['\\ne', '\\ne'],
  ['\\times', '\\times'],
  ['\\div', '\\div'],
  ['\\pi', '\\pi'],
  ['\\angle', '\\angle'],
  ['\\triangle', '\\triangle'],
  ['|x|', '\\left|#@\\right|'],
  ['\\overrightarrow{a}', '\\overrightarrow{#@}'],
  ['\\sum', '\\sum_{#?}^{#?}'],
  ['\\int', '\\int_{#?}^{#?}'],
  ['\\begin{pmatrix}a&b\\\\c&d\\end{pmatrix}', '\\begin{pmatrix}#?&#?\\\\#?&#?\\end{pmatrix}'],
  ['\\begin{cases}x\\\\y\\end{cases}', '\\begin{cases}#?\\\\#?\\end{cases}'],
  ['\\begin{aligned}a&=b\\\\&=c\\end{aligned}', '\\begin{aligned}#?&=#?\\\\&=#?\\end{aligned}'],
];

/** The template as plain TeX for the source box (placeholders removed). */
function plainTemplate(tex: string): string {
  return tex.replace(/#[@?0]/g, '');
}

type FieldState = 'loading' | 'ready' | 'failed';

/** Loads MathLive (only here: the formula dialog is its one user) and makes a math field. */
async function createMathfield(): Promise<MathfieldElement> {
  const { MathfieldElement } = await import('mathlive');
  // KaTeX's stylesheet (loaded with the editor) already declares the fonts MathLive uses.
  MathfieldElement.fontsDirectory = null;
  MathfieldElement.soundsDirectory = null;
  const field = new MathfieldElement();
  field.smartMode = false;
  field.mathVirtualKeyboardPolicy = 'auto';
  return field;
}

export interface FormulaDialogProps {
  open: boolean;
  /** the formula being edited; absent: a new one */
  initial?: MathAttrs;
  /** default for a new formula */
  defaultDisplay?: boolean;
  onOk: (attrs: MathAttrs) => void;
  onCancel: () => void;
  /** for tests: how the visual field is made (default: MathLive) */
  makeField?: () => Promise<MathfieldElement>;
}

/**
 * Enter or change a formula: MathLive's visual field and the TeX source side by side (each follows the
 * other), templates, inline or display, and a preview rendered exactly as students will see it.
 */
export function FormulaDialog({
  open,
  initial,
  defaultDisplay = false,
  onOk,
  onCancel,
  makeField,
}: FormulaDialogProps) {
  const { t } = useTranslation(CONTENT_NS);
  const [latex, setLatex] = useState(initial?.latex ?? '');
  const [display, setDisplay] = useState(initial?.display ?? defaultDisplay);
  const [fieldState, setFieldState] = useState<FieldState>('loading');
  const host = useRef<HTMLDivElement>(null);
  const field = useRef<MathfieldElement | null>(null);
  const source = useRef<HTMLTextAreaElement | null>(null);

  // A fresh state each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    setLatex(initial?.latex ?? '');
    setDisplay(initial?.display ?? defaultDisplay);
  }, [open, initial, defaultDisplay]);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setFieldState('loading');
    (makeField ?? createMathfield)()
      .then((mf) => {
        if (cancelled || !host.current) return;
        mf.value = initial?.latex ?? '';
        mf.addEventListener('input', () => setLatex(mf.value));
        mf.setAttribute('data-testid', 'formula-field');
        host.current.replaceChildren(mf);
        field.current = mf;
        setFieldState('ready');
        mf.focus();
      })
      .catch(() => {
        if (!cancelled) setFieldState('failed');
      });
    return () => {
      cancelled = true;
      field.current?.remove();
      field.current = null;
    };
  }, [open, initial, makeField]);

  const setFromSource = (value: string) => {
    setLatex(value);
    field.current?.setValue(value, { silenceNotifications: true });
  };

  const insertTemplate = (tex: string) => {
    const mf = field.current;
    if (mf) {
      mf.insert(tex, { selectionMode: 'placeholder', focus: true });
      setLatex(mf.value);
      return;
    }
    const box = source.current;
    const text = plainTemplate(tex);
    const start = box?.selectionStart ?? latex.length;
    const end = box?.selectionEnd ?? latex.length;
    setFromSource(latex.slice(0, start) + text + latex.slice(end));
  };

  const preview = useMemo(() => (latex.trim() === '' ? '' : formulaHtml(latex, display)), [latex, display]);
  const templateLabels = useMemo(() => FORMULA_TEMPLATES.map(([label]) => formulaHtml(label, false)), []);

  return (
    <Modal
      open={open}
      title={initial ? t('editor.formula.editTitle') : t('editor.formula.insertTitle')}
      onCancel={onCancel}
      onOk={() => onOk({ latex: latex.trim(), display })}
      okButtonProps={{ disabled: latex.trim() === '', 'data-testid': 'formula-ok' }}
      okText={initial ? t('ui:actions.save') : t('editor.formula.insert')}
      cancelText={t('common:cancel')}
      width={720}
      destroyOnHidden
      mask={{ closable: false }}
      className="rte-formula-dialog"
      data-testid="formula-dialog"
    >
      <Flex vertical gap={12}>
        <Segmented<'inline' | 'display'>
          value={display ? 'display' : 'inline'}
          onChange={(v) => setDisplay(v === 'display')}
          options={[
            { value: 'inline', label: t('editor.formula.inline') },
            { value: 'display', label: t('editor.formula.display') },
          ]}
          data-testid="formula-display"
        />
        <div className="rte-formula-templates" role="toolbar" aria-label={t('editor.formula.templates')}>
          {FORMULA_TEMPLATES.map(([label, tex], i) => (
            <Button
              key={label}
              size="small"
              onClick={() => insertTemplate(tex)}
              title={plainTemplate(tex)}
              aria-label={plainTemplate(tex)}
            >
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output through the shared sanitizer (formulaHtml) */}
              <span dangerouslySetInnerHTML={{ __html: templateLabels[i] ?? '' }} />
            </Button>
          ))}
        </div>
        <div>
          <Typography.Text type="secondary">{t('editor.formula.visual')}</Typography.Text>
          {fieldState === 'loading' && <Spin size="small" className="rte-formula-spin" />}
          {/* MathLive's element is put here by hand: React renders nothing inside. */}
          <div className="rte-formula-field" ref={host} hidden={fieldState !== 'ready'} />
          {fieldState === 'failed' && (
            <Alert type="info" showIcon title={t('editor.formula.visualUnavailable')} className="rte-formula-note" />
          )}
        </div>
        <div>
          <Typography.Text type="secondary">{t('editor.formula.source')}</Typography.Text>
          <Input.TextArea
            ref={(r) => {
              source.current = r?.resizableTextArea?.textArea ?? null;
            }}
            value={latex}
            onChange={(e) => setFromSource(e.target.value)}
            autoSize={{ minRows: 2, maxRows: 8 }}
            spellCheck={false}
            className="rte-formula-source"
            placeholder="\frac{-b \pm \sqrt{b^2-4ac}}{2a}"
            data-testid="formula-source"
          />
        </div>
        <div>
          <Space>
            <Typography.Text type="secondary">{t('editor.formula.preview')}</Typography.Text>
          </Space>
          <div className="rte-formula-preview rich-html" data-testid="formula-preview">
            {preview ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output through the shared sanitizer (formulaHtml)
              <span dangerouslySetInnerHTML={{ __html: preview }} />
            ) : (
              <Typography.Text type="secondary">{t('editor.formula.empty')}</Typography.Text>
            )}
          </div>
        </div>
      </Flex>
    </Modal>
  );
}
