import type { MaterialRow } from '@edu/shared';
import { Typography } from 'antd';
import { previewable } from './kinds';

/** What can be done with a material from the list: open it in the page, download, share, delete. */
export interface MaterialActions {
  view: (m: MaterialRow) => void;
  download: (m: MaterialRow) => void;
  share: (m: MaterialRow) => void;
  remove: (m: MaterialRow) => void;
}

/** A material's name: opens it in the page when the browser can show it, else downloads it. */
export function MaterialLink({ material, actions }: { material: MaterialRow; actions: MaterialActions }) {
  return (
    <Typography.Link
      onClick={() => (previewable(material.kind) ? actions.view(material) : actions.download(material))}
      className="material-name__text"
      data-testid="material-open"
    >
      {material.name}
    </Typography.Link>
  );
}
