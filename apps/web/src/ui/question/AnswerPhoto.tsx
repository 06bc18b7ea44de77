import { CameraOutlined, DeleteOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_NS } from './i18n';

const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp';

/** Sends a photo where its page keeps it (a lesson's answer, an error correction): its name and address. */
export type PhotoUpload = (
  file: File,
  onProgress: (progress: { percent: number }) => void,
) => Promise<{ photo: string; url: string }>;

/**
 * A photo of handwritten work beside a short answer: add one (the phone's camera or a file), see it, open
 * it larger, remove it. The answer names the photo; the photo itself is uploaded at once, so that autosave
 * only sends its name.
 */
export function AnswerPhoto({
  upload,
  index,
  photo,
  url,
  readOnly,
  onChange,
}: {
  /** without it, no photo can be added */
  upload?: PhotoUpload;
  /** the question's number on the page, for the names of the controls */
  index: number;
  photo: string | undefined;
  url: string | undefined;
  readOnly: boolean;
  /** a new photo (its name and address), or undefined when removed */
  onChange?: (photo: string | undefined, url?: string) => void;
}) {
  const { t } = useTranslation(QUESTION_NS);
  const [percent, setPercent] = useState<number | null>(null);
  const canAdd = !readOnly && upload !== undefined && onChange !== undefined;

  const send = async (file: File) => {
    if (upload === undefined) return;
    setPercent(0);
    try {
      const done = await upload(file, (p) => setPercent(Math.round(p.percent)));
      onChange?.(done.photo, done.url);
    } catch {
      // The transport's toast says why (type, size, the lesson submitted meanwhile).
    } finally {
      setPercent(null);
    }
  };

  if (!photo && !canAdd) return null;
  return (
    <Flex vertical gap={8} className="stu-q__photo" data-testid="stu-photo">
      {photo && url && (
        <span data-testid="stu-photo-img">
          <Image src={url} width={160} alt={t('photo.alt', { n: index })} className="stu-q__photo-img" />
        </span>
      )}
      {canAdd && (
        <Flex gap={8} wrap align="center">
          <Upload
            accept={PHOTO_ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <Button
              icon={percent !== null ? <LoadingOutlined /> : <CameraOutlined />}
              disabled={percent !== null}
              data-testid="stu-photo-add"
            >
              {t(photo ? 'photo.replace' : 'photo.add', { n: index })}
            </Button>
          </Upload>
          {photo && (
            <Button
              icon={<DeleteOutlined />}
              onClick={() => onChange?.(undefined)}
              disabled={percent !== null}
              data-testid="stu-photo-remove"
            >
              {t('photo.remove', { n: index })}
            </Button>
          )}
          {percent !== null && (
            <Progress
              percent={percent}
              size="small"
              className="stu-q__photo-progress"
              aria-label={t('photo.uploading', { n: index })}
            />
          )}
        </Flex>
      )}
    </Flex>
  );
}
