import { DownloadOutlined } from '@ant-design/icons';
import type { MaterialRow } from '@edu/shared';
import { Alert, Button, Flex, Grid, Modal, Result, Spin, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../app/api';
import { formatSize } from '../../../ui/format';
import { fetchMaterialUrl } from '../api/materials';
import { CONTENT_NS } from '../i18n';
import { MaterialIcon } from './kinds';

const PdfViewer = lazy(() => import('./PdfViewer'));

/** Opens a signed download address (the server answers with Content-Disposition: attachment). */
export async function downloadMaterial(m: Pick<MaterialRow, 'id' | 'name'>): Promise<void> {
  const { url } = await fetchMaterialUrl(m.id, true);
  const link = document.createElement('a');
  link.href = url;
  link.download = m.name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * A material opened in the page: PDF with pdf.js, images inline, audio and video with the browser's
 * players; office documents are offered for download. The file comes from a signed address valid for
 * this user only (getMaterialUrl).
 */
export function MaterialViewer({ material, onClose }: { material: MaterialRow | null; onClose: () => void }) {
  const { t } = useTranslation(CONTENT_NS);
  const screens = Grid.useBreakpoint();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    setUrl(null);
    setError(null);
    if (!material || material.kind === 'office') return;
    let cancelled = false;
    fetchMaterialUrl(material.id)
      .then((r) => !cancelled && setUrl(r.url))
      .catch((e: unknown) => !cancelled && setError(isRequestError(e) ? e.msg : String(e)));
    return () => {
      cancelled = true;
    };
  }, [material]);

  const download = async () => {
    if (!material) return;
    setDownloading(true);
    try {
      await downloadMaterial(material);
    } catch {
      // shown by the request client
    } finally {
      setDownloading(false);
    }
  };

  const body = () => {
    if (!material) return null;
    if (error) return <Alert type="error" showIcon title={t('materials.openFailed')} description={error} />;
    if (material.kind === 'office') {
      return (
        <Result
          icon={<MaterialIcon material={material} />}
          title={material.name}
          subTitle={t('materials.officeHint', { size: formatSize(material.size) })}
          extra={
            <Button type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
              {t('materials.download')}
            </Button>
          }
        />
      );
    }
    if (!url) return <Spin className="ct-center-spin" />;
    switch (material.kind) {
      case 'pdf':
        return (
          <Suspense fallback={<Spin className="ct-center-spin" />}>
            <PdfViewer url={url} name={material.name} />
          </Suspense>
        );
      case 'image':
        return (
          <div className="material-image">
            <img src={url} alt={material.name} data-testid="material-image" />
          </div>
        );
      case 'audio':
        return (
          <Flex justify="center" className="material-media">
            {/* biome-ignore lint/a11y/useMediaCaption: teachers' own recordings have no caption track */}
            <audio controls src={url} preload="metadata" data-testid="material-audio" />
          </Flex>
        );
      case 'video':
        return (
          <Flex justify="center" className="material-media">
            {/* biome-ignore lint/a11y/useMediaCaption: teachers' own recordings have no caption track */}
            <video controls src={url} preload="metadata" className="material-video" data-testid="material-video" />
          </Flex>
        );
    }
  };

  return (
    <Modal
      open={material !== null}
      onCancel={onClose}
      title={
        material && (
          <Flex gap={8} align="center" className="material-viewer__head">
            <MaterialIcon material={material} />
            <Typography.Text ellipsis className="material-viewer__title">
              {material.name}
            </Typography.Text>
          </Flex>
        )
      }
      width={screens.md ? 1000 : '100%'}
      className="material-viewer"
      destroyOnHidden
      data-testid="material-viewer"
      footer={
        material && material.kind !== 'office' ? (
          <Button
            icon={<DownloadOutlined />}
            loading={downloading}
            onClick={() => void download()}
            data-testid="material-download"
          >
            {t('materials.download')}
          </Button>
        ) : null
      }
    >
      {body()}
    </Modal>
  );
}
