import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Space, Spin, Typography } from 'antd';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n';

// pdf.js parses in a module worker that Vite serves as a file of this site (CSP: script-src 'self').
GlobalWorkerOptions.workerSrc = workerUrl;

const PDFJS_DATA = {
  cMapUrl: new URL('/pdfjs/cmaps/', window.location.origin).href,
  standardFontDataUrl: new URL('/pdfjs/standard_fonts/', window.location.origin).href,
};

const MIN_ZOOM = 0.5;

const pageNumbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const MAX_ZOOM = 3;

/** One page: drawn when it comes near the viewport, at the width it is shown × the screen's density. */
function PdfPage({ doc, number, width }: { doc: PDFDocumentProxy; number: number; width: number }) {
  const holder = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(number <= 2);
  const [ratio, setRatio] = useState(Math.SQRT2);

  useEffect(() => {
    const el = holder.current;
    if (!el || visible) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), {
      rootMargin: '600px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible || !canvas.current || width <= 0) return;
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | undefined;
    void doc.getPage(number).then((page) => {
      if (cancelled || !canvas.current) return;
      const base = page.getViewport({ scale: 1 });
      setRatio(base.height / base.width);
      const density = Math.min(window.devicePixelRatio || 1, 2);
      const viewport = page.getViewport({ scale: (width / base.width) * density });
      const c = canvas.current;
      c.width = Math.floor(viewport.width);
      c.height = Math.floor(viewport.height);
      task = page.render({ canvas: c, viewport });
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, number, width, visible]);

  return (
    <div
      ref={holder}
      className="pdf-page"
      style={{ width, height: Math.round(width * ratio) }}
      data-testid="pdf-page"
      data-page={number}
    >
      <canvas ref={canvas} className="pdf-page__canvas" aria-label={`${number}`} />
    </div>
  );
}

/**
 * A PDF shown in the page with pdf.js (this file is its own chunk: pdf.js loads only when a PDF is
 * opened). Pages are drawn as they scroll into view; zoom fits the width by default.
 */
export default function PdfViewer({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation(CONTENT_NS);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const [available, setAvailable] = useState(0);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let closed = false;
    setDoc(null);
    setError(null);
    const task = getDocument({
      url,
      isEvalSupported: false,
      disableAutoFetch: true,
      // Served by the console (vite.config.ts, pdfjsData): CJK fonts that are not embedded, standard fonts.
      cMapUrl: PDFJS_DATA.cMapUrl,
      cMapPacked: true,
      standardFontDataUrl: PDFJS_DATA.standardFontDataUrl,
    });
    task.promise.then(
      (d) => {
        if (closed) void d.destroy();
        else setDoc(d);
      },
      (e: unknown) => {
        if (!closed) setError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      closed = true;
      void task.destroy();
    };
  }, [url]);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const measure = () => setAvailable(Math.max(200, el.clientWidth - 24));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const width = Math.round(Math.min(available, 1000) * zoom);

  return (
    <Flex vertical className="pdf-viewer" data-testid="pdf-viewer">
      <Flex className="pdf-viewer__bar" justify="flex-end" align="center" gap={8} wrap>
        <Space size={4}>
          {doc && (
            <Typography.Text type="secondary" data-testid="pdf-pages">
              {t('materials.pdfPages', { count: doc.numPages })}
            </Typography.Text>
          )}
          <Button
            size="small"
            icon={<MinusOutlined />}
            aria-label={t('materials.zoomOut')}
            disabled={zoom <= MIN_ZOOM}
            onClick={() => setZoom((z) => Math.max(MIN_ZOOM, z - 0.25))}
          />
          <Button size="small" onClick={() => setZoom(1)} aria-label={t('materials.fitWidth')}>
            {Math.round(zoom * 100)}%
          </Button>
          <Button
            size="small"
            icon={<PlusOutlined />}
            aria-label={t('materials.zoomIn')}
            disabled={zoom >= MAX_ZOOM}
            onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z + 0.25))}
          />
        </Space>
      </Flex>
      <div className="pdf-viewer__pages" ref={frame} role="document" aria-label={name}>
        {error ? (
          <Alert type="error" showIcon title={t('materials.pdfFailed')} description={error} />
        ) : !doc || available === 0 ? (
          <Spin className="ct-center-spin" />
        ) : (
          pageNumbers(doc.numPages).map((n) => <PdfPage key={n} doc={doc} number={n} width={width} />)
        )}
      </div>
    </Flex>
  );
}
