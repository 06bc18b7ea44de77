import { CheckOutlined, LeftOutlined, RightOutlined, RollbackOutlined } from '@ant-design/icons';
import { ERROR_REVIEW_COMMENT_MAX, type ErrorCorrectionDetail } from '@edu/shared';
import { Alert, Button, Drawer, Flex, Form, Input, Skeleton, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../app/api';
import { toastError, toastSuccess } from '../../../app/feedback';
import { QueryError } from '../../../ui/QueryError';
import { CORRECTION_NS } from '../i18n';
import { placeOf } from '../keyboard';
import { useErrorCorrectionDetail, useReviewErrorCorrection } from './api';
import { reviewShortcutOf } from './review-keys';
import { ReviewBody } from './ReviewBody';

/**
 * The review, in the drawer's footer (always in view): a comment, accept or return, and the way to the waiting
 * corrections before and after it; the drawer's keys (review-keys.ts).
 */
function ReviewFooter({
  detail,
  onOpen,
  onReload,
}: {
  detail: ErrorCorrectionDetail;
  onOpen: (id: number) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation(CORRECTION_NS);
  const review = useReviewErrorCorrection();
  const [comment, setComment] = useState('');
  const [needsComment, setNeedsComment] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const commentRef = useRef<TextAreaRef>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const pending = detail.correction.state === 'pending';

  const decide = async (decision: 'accept' | 'return') => {
    if (!pending || review.isPending) return;
    if (decision === 'return' && comment.trim() === '') {
      setNeedsComment(true);
      commentRef.current?.focus();
      return;
    }
    try {
      await review.mutateAsync({ id: detail.id, decision, comment, updatedAt: detail.updatedAt });
      void toastSuccess(
        t(decision === 'accept' ? 'errorCorrection.review.accepted' : 'errorCorrection.review.returned'),
      );
      if (detail.nextId !== null) onOpen(detail.nextId);
    } catch (error) {
      const msg = isRequestError(error) ? error.msg : String(error);
      if (isRequestError(error) && error.code === 409) setStale(msg);
      else void toastError(msg);
    }
  };

  // The keys work while the focus is in the drawer (review-keys.ts); the latest handlers through a ref.
  const handler = useRef<(e: KeyboardEvent) => void>(() => {});
  handler.current = (e) => {
    const target = e.target instanceof Element ? e.target : null;
    if (!target || !rootRef.current?.closest('.ant-drawer')?.contains(target)) return;
    const shortcut = reviewShortcutOf(e, placeOf(target));
    if (!shortcut) return;
    if (shortcut.type === 'leaveField') {
      // Escape in the comment leaves it (the next Escape closes the drawer).
      rootRef.current?.focus();
    } else if (shortcut.type === 'accept') void decide('accept');
    else if (shortcut.type === 'return') void decide('return');
    else if (shortcut.type === 'comment') commentRef.current?.focus();
    else if (shortcut.type === 'next' && detail.nextId !== null) onOpen(detail.nextId);
    else if (shortcut.type === 'previous' && detail.previousId !== null) onOpen(detail.previousId);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => handler.current(e);
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  return (
    <div ref={rootRef} tabIndex={-1} className="error-review" data-testid="error-correction-review">
      <Flex vertical gap={8}>
        {stale && (
          <Alert
            type="warning"
            showIcon
            title={`${t('errorCorrection.review.stale')} ${stale}`}
            data-testid="error-correction-stale"
            action={
              <Button size="small" onClick={onReload}>
                {t('errorCorrection.review.reload')}
              </Button>
            }
          />
        )}
        {pending && (
          <Form layout="vertical" className="error-review__form" onSubmitCapture={(e) => e.preventDefault()}>
            <Form.Item
              label={t('errorCorrection.review.comment')}
              htmlFor="error-review-comment"
              validateStatus={needsComment && comment.trim() === '' ? 'error' : undefined}
              help={needsComment && comment.trim() === '' ? t('errorCorrection.review.commentRequired') : undefined}
            >
              <Input.TextArea
                id="error-review-comment"
                ref={commentRef}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                placeholder={t('errorCorrection.review.commentPlaceholder')}
                autoSize={{ minRows: 2, maxRows: 5 }}
                maxLength={ERROR_REVIEW_COMMENT_MAX}
                showCount
                data-testid="error-correction-comment"
              />
            </Form.Item>
          </Form>
        )}
        <Flex wrap gap={8} align="center">
          {pending && (
            <>
              <Button
                type="primary"
                icon={<CheckOutlined />}
                loading={review.isPending}
                onClick={() => void decide('accept')}
                data-testid="error-correction-accept"
              >
                {t('errorCorrection.review.accept')}
              </Button>
              <Button
                danger
                icon={<RollbackOutlined />}
                disabled={review.isPending}
                onClick={() => void decide('return')}
                data-testid="error-correction-return"
              >
                {t('errorCorrection.review.return')}
              </Button>
            </>
          )}
          <span className="correction-detail__spacer" />
          <Button
            icon={<LeftOutlined />}
            disabled={detail.previousId === null}
            onClick={() => detail.previousId !== null && onOpen(detail.previousId)}
            aria-label={t('errorCorrection.review.previous')}
            data-testid="error-correction-previous"
          >
            <span className="error-review__nav-text">{t('errorCorrection.review.previous')}</span>
          </Button>
          <Button
            icon={<RightOutlined />}
            iconPlacement="end"
            disabled={detail.nextId === null}
            onClick={() => detail.nextId !== null && onOpen(detail.nextId)}
            aria-label={t('errorCorrection.review.next')}
            data-testid="error-correction-next"
          >
            <span className="error-review__nav-text">{t('errorCorrection.review.next')}</span>
          </Button>
        </Flex>
        <Typography.Text type="secondary" className="correction-small error-review__keys">
          {t('errorCorrection.review.keys')}
        </Typography.Text>
      </Flex>
    </div>
  );
}

/**
 * The review drawer of /errorCorrection/index: one correction in full (ReviewBody) and, in its footer, the
 * review. It opens on a row; accepting or returning moves on to the next waiting correction, as do ] and the Next button.
 */
export function ReviewDrawer({
  id,
  onClose,
  onOpen,
}: {
  id: number | null;
  onClose: () => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation(CORRECTION_NS);
  const query = useErrorCorrectionDetail(id);
  const detail = query.data && query.data.id === id ? query.data : undefined;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={
        detail ? t('errorCorrection.review.title', { student: detail.student.name }) : t('errorCorrection.list.review')
      }
      size={Math.min(760, window.innerWidth)}
      destroyOnHidden
      data-testid="error-correction-drawer"
      footer={
        detail && (
          <ReviewFooter
            key={`${detail.id}:${detail.updatedAt}`}
            detail={detail}
            onOpen={onOpen}
            onReload={() => void query.refetch()}
          />
        )
      }
    >
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} compact testId="error-correction-error" />
      ) : detail ? (
        <ReviewBody detail={detail} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
