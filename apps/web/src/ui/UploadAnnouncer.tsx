import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './i18n';
import './ui.css';

/** An upload as the announcer needs it (the materials page's UploadItem fits). */
export interface AnnouncedUpload {
  uid: string;
  name: string;
  percent: number;
  status: 'uploading' | 'done' | 'error';
}

/** Progress is said in steps of this many percent. */
export const ANNOUNCE_STEP = 25;

export type Announcement = { kind: 'started'; name: string } | { kind: 'progress'; name: string; percent: number };

/**
 * What a screen reader is told about uploads since last time, without chatter: each upload's start, then
 * 25, 50 and 75 % (whatever the number of progress events in between). The end is said elsewhere: the
 * success toast, or the error shown as an alert. `said` maps each upload to the last step told (0: its
 * start); the answer's map replaces it.
 */
export function uploadAnnouncements(
  said: ReadonlyMap<string, number>,
  uploads: readonly AnnouncedUpload[],
): { said: Map<string, number>; messages: Announcement[] } {
  const next = new Map<string, number>();
  const messages: Announcement[] = [];
  for (const u of uploads) {
    const before = said.get(u.uid);
    if (u.status !== 'uploading') {
      next.set(u.uid, 100);
      continue;
    }
    const step = Math.min(100 - ANNOUNCE_STEP, Math.floor(Math.max(0, u.percent) / ANNOUNCE_STEP) * ANNOUNCE_STEP);
    if (before === undefined) {
      messages.push({ kind: 'started', name: u.name });
      next.set(u.uid, step);
    } else if (step > before) {
      messages.push({ kind: 'progress', name: u.name, percent: step });
      next.set(u.uid, step);
    } else {
      next.set(u.uid, before);
    }
  }
  return { said: next, messages };
}

/**
 * A polite live region (role=status) telling screen readers how uploads go (uploadAnnouncements). Keep it
 * mounted before the first upload starts: a live region only speaks about changes after it appeared.
 */
export function UploadAnnouncer({ uploads }: { uploads: readonly AnnouncedUpload[] }) {
  const { t } = useTranslation(UI_NS);
  const said = useRef<ReadonlyMap<string, number>>(new Map());
  const [text, setText] = useState('');
  useEffect(() => {
    const next = uploadAnnouncements(said.current, uploads);
    said.current = next.said;
    if (next.messages.length === 0) return;
    setText(
      next.messages
        .map((m) =>
          m.kind === 'started'
            ? t('upload.started', { name: m.name })
            : t('upload.progress', { name: m.name, percent: m.percent }),
        )
        .join(' '),
    );
  }, [uploads, t]);
  return (
    <div className="ui-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="upload-status">
      {text}
    </div>
  );
}
