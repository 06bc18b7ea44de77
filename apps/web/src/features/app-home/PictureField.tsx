import { UploadOutlined } from '@ant-design/icons';
import { IMAGE_UPLOAD_TYPES } from '@edu/shared';
import { Button, Flex, Upload } from 'antd';
import { useState } from 'react';
import { uploadPicture } from './api';

/**
 * A picture uploaded through the existing storage (uploadImage), as a form value: its path. Shows the
 * picture once there is one. The request client shows a refused upload (type, size) itself.
 */
export function PictureField({
  value,
  onChange,
  label,
  alt,
  testId,
}: {
  value?: string;
  onChange?: (url: string) => void;
  label: string;
  alt: string;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Flex gap={8} align="center" wrap>
      {value ? <img src={value} alt={alt} className="app-home-picture" /> : null}
      <Upload
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        showUploadList={false}
        customRequest={({ file, onSuccess, onError }) => {
          setBusy(true);
          uploadPicture(file as File)
            .then((res) => {
              onChange?.(res.url);
              onSuccess?.(res);
            })
            .catch((e: Error) => onError?.(e))
            .finally(() => setBusy(false));
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid={testId}>
          {label}
        </Button>
      </Upload>
    </Flex>
  );
}
