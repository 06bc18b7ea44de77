import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { MESSAGE_DURATION_MS } from '@edu/shared/constants';
import type { WrongSheet } from '@edu/shared';
import { App as AntApp, Button, ConfigProvider, Empty, Flex, Skeleton, Switch } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppStore } from '../../../app/app-store';
import { useDocumentTitle } from '../../../app/document-title';
import { htmlLangOf } from '../../../app/i18n';
import { QueryProvider } from '../../../app/query';
import { QueryError } from '../../../ui/QueryError';
import { useWrongSheet } from '../api/book';
import { filterFromSearch } from '../book/filter';
import '../i18n';
import { REVIEW_NS } from '../i18n';
import { downloadSheetPdf } from './pdf';
import { sheetBlocks } from './SheetBlocks';
import { ANTD_LOCALES, SHEET_THEME } from './sheet-theme';
import { usePackedPages } from './usePackedPages';
import './sheet.css';
import { useSubjectLabel } from '../../../ui/subjects';

/**
 * /wrongQues (student, outside the layout): a clean A4 sheet of its wrong questions, the book's filter (or
 * chosen ids) from the address: a heading, the numbered questions with their math and room to write, and the
 * key at the end when asked (`key=1`). The questions are measured and packed into A4 pages (pack.ts), which
 * both the print view (window.print, @page A4) and the PDF (built in the browser) lay out.
 */
export default function WrongSheetPage() {
  const language = useAppStore((s) => s.language);
  return (
    <QueryProvider>
      <ConfigProvider locale={ANTD_LOCALES[language]} theme={SHEET_THEME}>
        <AntApp message={{ maxCount: 3, duration: MESSAGE_DURATION_MS / 1000 }}>
          <SheetApp />
        </AntApp>
      </ConfigProvider>
    </QueryProvider>
  );
}

function useScope(sheet: WrongSheet | undefined): string {
  const { t } = useTranslation(REVIEW_NS);
  const subjectLabel = useSubjectLabel();
  if (!sheet) return '';
  const f = sheet.filter;
  if (f.byIds) return t('sheet.byIds', { n: sheet.questions.length });
  return [
    f.subject ? subjectLabel(f.subject) : t('camp.wholeBook'),
    f.knowledgePoint?.name,
    t(`book.states.${f.state}`),
    f.keyword ? t('sheet.keyword', { keyword: f.keyword }) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

function SheetApp() {
  const { t } = useTranslation(REVIEW_NS);
  const { message } = AntApp.useApp();
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const query = useWrongSheet(
    filter.ids
      ? { ids: filter.ids, state: 'all' }
      : {
          subject: filter.subject,
          knowledgePointId: filter.knowledgePointId,
          state: filter.state,
          sort: filter.sort,
          keyword: filter.keyword,
        },
  );
  const language = useAppStore((s) => s.language);
  const sheet = query.data;
  const scope = useScope(sheet);
  const keySwitch = useId();
  useDocumentTitle(t('sheet.title'));

  const blocks = useMemo(() => {
    if (!sheet) return [];
    const date = new Intl.DateTimeFormat(htmlLangOf(language), { dateStyle: 'long' }).format(
      new Date(sheet.generatedAt),
    );
    return sheetBlocks(sheet, { showKey: filter.showKey, scope, date, keyTitle: t('sheet.key') });
  }, [sheet, filter.showKey, scope, language, t]);
  const { measureRef, pages } = usePackedPages(blocks);

  // The PDF is drawn from A4 pages rendered off screen (the screen's pages reflow on a phone).
  const [capturing, setCapturing] = useState(false);
  const captureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!capturing) return;
    const root = captureRef.current;
    const pageEls = root ? ([...root.querySelectorAll('.sheet-page')] as HTMLElement[]) : [];
    void downloadSheetPdf(pageEls, t('sheet.fileName'))
      .then(() => message.success(t('sheet.made')))
      .catch(() => message.error(t('sheet.failed')))
      .finally(() => setCapturing(false));
  }, [capturing, message, t]);

  const setShowKey = (on: boolean) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (on) next.set('key', '1');
        else next.delete('key');
        return next;
      },
      { replace: true },
    );

  const renderPages = (className?: string) =>
    pages && (
      <div className={className ? `sheet-pages ${className}` : 'sheet-pages'}>
        {pages.map((indexes, p) => (
          <article className="sheet-page" key={indexes.join('-')} data-testid="sheet-page">
            <div className="sheet-page__body">
              {indexes.map((i) => (
                <div className="sheet-block" key={i}>
                  {blocks[i]?.node}
                </div>
              ))}
            </div>
            <footer className="sheet-page__foot" aria-hidden="true">
              {p + 1} / {pages.length}
            </footer>
          </article>
        ))}
      </div>
    );

  return (
    <div className="sheet-app" data-testid="wrong-sheet" data-pages={pages?.length ?? 0}>
      <header className="sheet-toolbar">
        <span className="sheet-toolbar__title">{t('sheet.title')}</span>
        <Flex wrap gap={12} align="center">
          <Flex gap={8} align="center">
            <Switch id={keySwitch} checked={filter.showKey} onChange={setShowKey} data-testid="sheet-show-key" />
            <label htmlFor={keySwitch}>{t('sheet.showKey')}</label>
          </Flex>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!pages} data-testid="sheet-print">
            {t('sheet.print')}
          </Button>
          <Button
            type="primary"
            icon={<FilePdfOutlined />}
            onClick={() => setCapturing(true)}
            loading={capturing}
            disabled={!pages || (sheet?.questions.length ?? 0) === 0}
            data-testid="sheet-pdf"
          >
            {capturing ? t('sheet.making') : t('sheet.pdf')}
          </Button>
        </Flex>
      </header>
      <main id="main-content" className="sheet-main">
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} testId="review-error" />
        ) : !sheet ? (
          <Skeleton active paragraph={{ rows: 10 }} className="sheet-loading" />
        ) : sheet.questions.length === 0 ? (
          <Empty description={t('sheet.empty')} data-testid="sheet-empty" />
        ) : (
          renderPages()
        )}
      </main>
      {/* Measured at the A4 content width, never seen. */}
      <div className="sheet-measure" ref={measureRef} aria-hidden="true">
        {blocks.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are in a fixed order; the index is their identity
          <div className="sheet-block" key={i}>
            {b.node}
          </div>
        ))}
      </div>
      {capturing && (
        <div className="sheet-capture" ref={captureRef} aria-hidden="true">
          {renderPages('sheet-pages--a4')}
        </div>
      )}
    </div>
  );
}
