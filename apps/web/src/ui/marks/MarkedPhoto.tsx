import type { MarkStroke } from '@edu/shared';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../i18n';
import { markCounts } from './geometry';
import { MarksLayer } from './MarksLayer';
import { usePhotoAspect } from './usePhotoAspect';
import './marks.css';

/** The words that describe a photo's marks (their text alternative): how many ticks, crosses and lines. */
export function useMarksSummary(): (marks: readonly Pick<MarkStroke, 'kind'>[]) => string {
  const { t } = useTranslation(UI_NS);
  return (marks) => {
    if (marks.length === 0) return t('marks.none');
    const { tick, cross, pen } = markCounts(marks);
    return t('marks.summary', { tick, cross, pen });
  };
}

/**
 * A photo of handwritten work with the marks a corrector drew on it, read-only (the student's report): the
 * photo as it was handed in, the marks laid over it as vector shapes, and below it the marks in words.
 */
export function MarkedPhoto({
  url,
  marks,
  alt,
  className,
}: {
  url: string;
  marks: readonly MarkStroke[];
  alt: string;
  className?: string;
}) {
  const summary = useMarksSummary();
  const { aspect, imgRef, onLoad } = usePhotoAspect();
  return (
    <figure className={`marked-photo ${className ?? ''}`.trim()} data-testid="marked-photo">
      <div className="marked-photo__frame">
        <img ref={imgRef} src={url} alt={alt} className="marked-photo__img" onLoad={onLoad} />
        {aspect !== null && <MarksLayer marks={marks} aspect={aspect} />}
      </div>
      <figcaption className="marked-photo__caption" data-testid="marked-photo-summary">
        {summary(marks)}
      </figcaption>
    </figure>
  );
}
