import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../../app/api';
import type { ListParams } from '../../../ui/list/list-params';

const review = routes.review;

/** A page of the student's book (the list's params: page, keyword, filters, sort). */
export function useWrongBook(params: ListParams) {
  return useQuery({
    ...endpointQuery(review.getWrongBook, params as InputOf<typeof review.getWrongBook>),
    placeholderData: keepPreviousData,
  });
}

/** The book's tree: subject → knowledge point with its counts. */
export function useWrongBookGroups() {
  return useQuery(endpointQuery(review.getWrongBookGroups, {}));
}

/** The printed sheet of a filter or of chosen questions. */
export function useWrongSheet(input: InputOf<typeof review.getWrongSheet>) {
  return useQuery({ ...endpointQuery(review.getWrongSheet, input), refetchOnWindowFocus: false });
}

/** The set in progress (null when none), or one set by id. */
export function usePractice(id?: number) {
  return useQuery(endpointQuery(review.getPractice, id === undefined ? {} : { id }));
}

export function usePracticeHistory(params: ListParams) {
  return useQuery({
    ...endpointQuery(review.getPracticeHistory, params as InputOf<typeof review.getPracticeHistory>),
    placeholderData: keepPreviousData,
  });
}

/** Starts a set; the book, the set and the history are read again (the 'review' group). */
export function useStartPractice() {
  const invalidate = useInvalidate('review');
  return useMutation({
    mutationFn: (input: InputOf<typeof review.startPractice>) => call(review.startPractice, input),
    onSuccess: invalidate,
  });
}

/**
 * Answers one item. The page shows the answer's result itself and reads the set again; the book is read
 * again too (the answer changed its entry).
 */
export function useAnswerPractice() {
  const invalidate = useInvalidate('review');
  return useMutation({
    mutationFn: (input: InputOf<typeof review.answerPractice>) => call(review.answerPractice, input),
    onSuccess: invalidate,
  });
}

export function useFinishPractice() {
  const invalidate = useInvalidate('review');
  return useMutation({
    mutationFn: (practiceId: number) => call(review.finishPractice, { practiceId }),
    onSuccess: invalidate,
  });
}
