import type { DataOf, InputOf } from '@edu/shared/api/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, routes, useInvalidate } from '../../app/api';
import type { ListParams } from '../../ui/list/list-params';
import type { IdOption } from '../../ui/RemoteSelect';

/** The devices of the caller's scope, a page at a time (getDeviceList). */
export function useDeviceList(params: InputOf<typeof routes.device.getDeviceList>) {
  return useQuery({ ...endpointQuery(routes.device.getDeviceList, params), placeholderData: keepPreviousData });
}

/** One change of one device; the device list (and its options) refetch. */
function useDeviceChange<I>(run: (input: I) => Promise<DataOf<typeof routes.device.bindDevice>>) {
  const invalidate = useInvalidate('device');
  return useMutation({ mutationFn: run, onSuccess: invalidate });
}

export const useBindDevice = () =>
  useDeviceChange((input: { id: number; studentId: number }) => call(routes.device.bindDevice, input));
export const useUnbindDevice = () => useDeviceChange((id: number) => call(routes.device.unbindDevice, { id }));
export const useMoveDevice = () =>
  useDeviceChange((input: { id: number; schoolId: number }) => call(routes.device.moveDevice, input));
export const useSetDeviceStatus = () =>
  useDeviceChange((input: { id: number; status: 0 | 1 }) => call(routes.device.setDeviceStatus, input));

/** Schools of the caller's scope, by name, as select options. */
export async function schoolOptions(params: ListParams, signal: AbortSignal): Promise<IdOption[]> {
  const page = await call(routes.org.getSchoolList, params, { signal, silent: true });
  return page.list.map((s) => ({ value: s.id, label: s.name }));
}

/** Active students (of one school), by the start of username, name or phone, as select options. */
export async function studentOptions(params: ListParams, signal: AbortSignal): Promise<IdOption[]> {
  const page = await call(routes.org.getUserList, params, { signal, silent: true });
  return page.list.map((u) => ({
    value: u.id,
    label: `${u.name} (${u.username})${u.className ? ` · ${u.className}` : ''}`,
  }));
}
