import type { DataOf, InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../app/api';
import type { ListParams } from '../../ui/list/list-params';

const correction = routes.correction;

/** The corrector's queue (/dashboard/dashboard): page, keyword (a student). */
export function useCorrectionQueue(params: ListParams) {
  return useQuery({
    ...endpointQuery(correction.getCorrectionQueue, params as InputOf<typeof correction.getCorrectionQueue>),
    placeholderData: keepPreviousData,
  });
}

/** The corrector's corrections (/correction/index): page, keyword, class, lesson, state, days, sort. */
export function useCorrections(params: ListParams) {
  return useQuery({
    ...endpointQuery(correction.getCorrections, params as InputOf<typeof correction.getCorrections>),
    placeholderData: keepPreviousData,
  });
}

/** The platform admin's overview (/correction/index): the same filters and a brand. */
export function useCorrectionOverview(params: ListParams) {
  return useQuery({
    ...endpointQuery(correction.getCorrectionOverview, params as InputOf<typeof correction.getCorrectionOverview>),
    placeholderData: keepPreviousData,
  });
}

/** Every brand, for the admin's brand filter (a failure leaves the filter empty: the list still works). */
export function useBrandOptions() {
  return useQuery({ ...endpointQuery(routes.brand.getAllBrand, {}), staleTime: 5 * 60_000 });
}

/** One submission answer by answer (/workCorrectionDetail). */
export function useCorrectionDetail(submissionId: number | undefined) {
  return useQuery({
    ...endpointQuery(correction.getCorrectionDetail, { submissionId: submissionId ?? 0 }),
    enabled: submissionId !== undefined,
    retry: false,
  });
}

export type HoldResult = DataOf<typeof correction.holdCorrection>;

/** Takes or renews the hold; the page shows a refusal itself (409: another corrector has it). */
export function holdCorrection(submissionId: number): Promise<HoldResult> {
  return call(correction.holdCorrection, { submissionId }, { silent: true });
}

/** Lets go of the hold; `keepalive` when the browser page is closing (the request outlives it). */
export function releaseCorrection(submissionId: number, keepalive = false): Promise<unknown> {
  return call(correction.releaseCorrection, { submissionId }, { silent: true, keepalive });
}

/** Saves grades; the page shows every failure itself (a 409 needs more than a toast). */
export function useSaveCorrection() {
  const invalidate = useInvalidate('correction', 'learning');
  return useMutation({
    mutationFn: (input: InputOf<typeof correction.saveCorrection>) =>
      call(correction.saveCorrection, input, { silent: true }),
    onSuccess: invalidate,
  });
}
