import type { WrongSheet } from '@edu/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_NS } from '../../../ui/question/i18n';
import { KeyView } from '../../../ui/question/LessonReportContent';
import { RichHtml } from '../../../ui/rich/RichHtml';
import { REVIEW_NS } from '../i18n';
import type { SheetBlock } from './pack';
import { WRITE_SPACE_MM } from './pack';

type SheetQuestion = WrongSheet['questions'][number];
type SheetKey = WrongSheet['key'][number];

/** The sheet's heading: its title, the student's name, the date, what it holds. */
function Heading({ sheet, scope, date }: { sheet: WrongSheet; scope: string; date: string }) {
  const { t } = useTranslation(REVIEW_NS);
  return (
    <header className="sheet-head">
      <h1 className="sheet-head__title">{t('sheet.title')}</h1>
      <dl className="sheet-head__facts">
        <div>
          <dt>{t('sheet.name')}</dt>
          <dd data-testid="sheet-name">{sheet.studentName}</dd>
        </div>
        <div>
          <dt>{t('sheet.date')}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{t('sheet.scope')}</dt>
          <dd data-testid="sheet-scope">{scope}</dd>
        </div>
      </dl>
      <p className="sheet-head__count">
        {t('sheet.count', { n: sheet.questions.length })}
        {sheet.total > sheet.questions.length &&
          ` ${t('sheet.capped', { total: sheet.total, max: sheet.questions.length })}`}
      </p>
    </header>
  );
}

/** A question as printed: its number, stem and options, then room to write (more for blanks and worked answers). */
function Question({ q }: { q: SheetQuestion }) {
  const { t } = useTranslation([REVIEW_NS, QUESTION_NS]);
  const { preview } = q;
  return (
    <section className="sheet-q" aria-label={t('question:questionN', { n: q.number })} data-testid="sheet-question">
      <div className="sheet-q__stem">
        <span className="sheet-q__n">{q.number}.</span>
        <RichHtml html={preview.stemHtml} className="sheet-q__stem-html" />
      </div>
      {preview.options.length > 0 && (
        <ol className="sheet-q__options">
          {preview.options.map((o) => (
            <li key={o.key} className="sheet-q__option">
              <span className="sheet-q__key">{o.key}.</span>
              <RichHtml html={o.html} className="sheet-q__option-html" />
            </li>
          ))}
        </ol>
      )}
      {preview.type === 'judge' && (
        <p className="sheet-q__judge">
          <span>□ {t('question:true')}</span>
          <span>□ {t('question:false')}</span>
        </p>
      )}
      <div
        className="sheet-q__space"
        style={{ height: `${WRITE_SPACE_MM[preview.type] ?? 20}mm` }}
        data-type={preview.type}
      >
        <span className="sheet-q__space-label">{t('sheet.writeHere')}</span>
      </div>
    </section>
  );
}

function KeyEntry({ entry, q }: { entry: SheetKey; q: SheetQuestion | undefined }) {
  return (
    <div className="sheet-key__item" data-testid="sheet-key-item">
      <span className="sheet-key__n">{entry.number}.</span>
      <div className="sheet-key__body">
        {q && (
          <div className="sheet-key__answer">
            <KeyView item={{ preview: q.preview, key: entry.key }} />
          </div>
        )}
        {entry.analysisHtml && <RichHtml html={entry.analysisHtml} className="sheet-key__analysis" />}
      </div>
    </div>
  );
}

export interface BlockOf {
  /** what the block is, for the packing */
  spec: Omit<SheetBlock, 'height'>;
  node: ReactNode;
}

/**
 * The sheet as blocks in order: the heading, each question, then (when asked) the key's heading kept with its
 * first entry and each key entry. The page measures and packs them (pack.ts) and lays each page out of them.
 */
export function sheetBlocks(
  sheet: WrongSheet,
  o: { showKey: boolean; scope: string; date: string; keyTitle: string },
): BlockOf[] {
  const blocks: BlockOf[] = [
    { spec: {}, node: <Heading sheet={sheet} scope={o.scope} date={o.date} /> },
    ...sheet.questions.map((q) => ({ spec: {}, node: <Question q={q} /> })),
  ];
  if (o.showKey && sheet.key.length > 0) {
    const byId = new Map(sheet.questions.map((q) => [q.questionId, q]));
    blocks.push({
      spec: { keepWithNext: true },
      node: <h2 className="sheet-key__title">{o.keyTitle}</h2>,
    });
    for (const entry of sheet.key) {
      blocks.push({ spec: {}, node: <KeyEntry entry={entry} q={byId.get(entry.questionId)} /> });
    }
  }
  return blocks;
}
