import { useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../../app/api';

/** The correction teachers who correct for a class (issue 11). */
export function useClassCorrectors(classId: number) {
  return useQuery(endpointQuery(routes.correction.getClassCorrectors, { classId }));
}

/** Sets which correction teachers of the class's brand correct for it (replaces the list). */
export function useSetClassCorrectors() {
  const invalidate = useInvalidate('correction', 'org');
  return useMutation({
    mutationFn: (input: { classId: number; correctorIds: number[] }) =>
      call(routes.correction.setClassCorrectors, input),
    onSuccess: invalidate,
  });
}
