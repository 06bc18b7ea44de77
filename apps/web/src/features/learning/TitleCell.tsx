import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A list cell of the learning pages: a title in bold over a line of what it belongs to (course, chapter, class). */
export function TitleCell({ title, detail }: { title: ReactNode; detail: ReactNode }) {
  return (
    <div>
      <Typography.Text strong>{title}</Typography.Text>
      <div>
        <Typography.Text type="secondary">{detail}</Typography.Text>
      </div>
    </div>
  );
}
