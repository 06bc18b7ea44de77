import type { AnyRoute, InputOf } from '@edu/shared/api/routes';
import type { ListParams } from '../../../ui/list/list-params';

/**
 * A list's parameters as the input of its endpoint. The list state keeps its filters loosely typed
 * (strings, numbers, booleans, as a query string carries them); the endpoint's contract reads them
 * that way and the server checks them.
 */
export function listInput<R extends AnyRoute>(_route: R, params: ListParams): InputOf<R> {
  return params as InputOf<R>;
}
