import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileWordOutlined,
  PlayCircleOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import type { MaterialKind, MaterialRow } from '@edu/shared';

/** What the upload box accepts (the server checks the content again). */
export const MATERIAL_ACCEPT = [
  '.pdf',
  'image/*',
  'audio/*',
  'video/*',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
].join(',');

export const KIND_COLORS: Record<MaterialKind, string> = {
  pdf: '#cf1322',
  image: '#08979c',
  audio: '#722ed1',
  video: '#d46b08',
  office: '#1d39c4',
};

/** An icon for the file (office documents by their content type). */
export function MaterialIcon({ material }: { material: Pick<MaterialRow, 'kind' | 'contentType' | 'name'> }) {
  const style = { color: KIND_COLORS[material.kind], fontSize: 20 };
  switch (material.kind) {
    case 'pdf':
      return <FilePdfOutlined style={style} />;
    case 'image':
      return <FileImageOutlined style={style} />;
    case 'audio':
      return <SoundOutlined style={style} />;
    case 'video':
      return <PlayCircleOutlined style={style} />;
    case 'office': {
      const type = `${material.contentType} ${material.name}`.toLowerCase();
      if (/sheet|excel|\.xlsx?\b|\.ods\b/.test(type))
        return <FileExcelOutlined style={{ ...style, color: '#389e0d' }} />;
      if (/presentation|powerpoint|\.pptx?\b|\.odp\b/.test(type))
        return <FilePptOutlined style={{ ...style, color: '#d4380d' }} />;
      if (/word|\.docx?\b|\.odt\b/.test(type)) return <FileWordOutlined style={style} />;
      return <FileOutlined style={style} />;
    }
  }
}

/** Whether the page can show the file itself (PDF, images, audio, video); office documents are downloaded. */
export function previewable(kind: MaterialKind): boolean {
  return kind !== 'office';
}
