import type { InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../../app/api';
import type { ListParams } from '../../../ui/list/list-params';

const correction = routes.correction;

/** The corrector's error corrections (/errorCorrection/index): page, keyword, state, class, days, sort. */
export function useErrorCorrections(params: ListParams) {
  return useQuery({
    ...endpointQuery(correction.getErrorCorrections, params as InputOf<typeof correction.getErrorCorrections>),
    placeholderData: keepPreviousData,
  });
}

/** The platform admin's overview (/errorCorrection/index): the same filters and a brand. */
export function useErrorCorrectionOverview(params: ListParams) {
  return useQuery({
    ...endpointQuery(
      correction.getErrorCorrectionOverview,
      params as InputOf<typeof correction.getErrorCorrectionOverview>,
    ),
    placeholderData: keepPreviousData,
  });
}

/** One correction in full (the review drawer). */
export function useErrorCorrectionDetail(id: number | null) {
  return useQuery({
    ...endpointQuery(correction.getErrorCorrectionDetail, { id: id ?? 0 }),
    enabled: id !== null,
    retry: false,
  });
}

/** Accepts or returns; the drawer shows a refusal itself (a 409 needs more than a toast). */
export function useReviewErrorCorrection() {
  const invalidate = useInvalidate('correction');
  return useMutation({
    mutationFn: (input: InputOf<typeof correction.reviewErrorCorrection>) =>
      call(correction.reviewErrorCorrection, input, { silent: true }),
    onSuccess: invalidate,
  });
}
