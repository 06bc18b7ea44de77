import type { EndpointGroup } from '@edu/shared/api';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useMemo, useState } from 'react';
import { queryKeyOf } from '../app/api';
import { useDebounced } from '../app/use-debounced';
import { placeholderName } from './field-name';
import type { ListParams } from './list/list-params';

export interface IdOption {
  value: number;
  label: string;
}

/** Fetched options first, then the known ones (labels of the current value) that the page did not bring. */
export function mergeOptions(fetched: readonly IdOption[], known: readonly IdOption[] = []): IdOption[] {
  const seen = new Set(fetched.map((o) => o.value));
  return [...fetched, ...known.filter((o) => !seen.has(o.value))];
}

type BaseProps = Omit<SelectProps<number | number[]>, 'options' | 'showSearch' | 'mode' | 'value' | 'onChange'>;

export interface RemoteSelectProps extends BaseProps {
  /** the endpoint group of the options' list: a change in it refetches them */
  group: EndpointGroup;
  kind: string;
  params: ListParams;
  fetchOptions: (params: ListParams, signal: AbortSignal) => Promise<IdOption[]>;
  /** labels for values the first page may not include (e.g. the current head teacher) */
  knownOptions?: readonly IdOption[];
  multiple?: boolean;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | undefined) => void;
  enabled?: boolean;
}

/** A select whose options are searched on the server (first 20 matches of the keyword). */
export function RemoteSelect({
  group,
  kind,
  params,
  fetchOptions,
  knownOptions,
  multiple,
  value,
  onChange,
  enabled = true,
  ...rest
}: RemoteSelectProps) {
  const [search, setSearch] = useState('');
  const keyword = useDebounced(search.trim());
  const queryParams = useMemo(
    () => ({ ...params, page: 1, pageSize: 20, ...(keyword ? { keyword } : {}) }),
    [params, keyword],
  );
  const query = useQuery({
    // Under its group: a change refetches the options like every other query of the group.
    queryKey: [...queryKeyOf(group), 'options', kind, queryParams],
    queryFn: ({ signal }) => fetchOptions(queryParams, signal),
    enabled,
    staleTime: 15_000,
  });
  // Labels of chosen values stay known even when a later search no longer returns them.
  const [seen, setSeen] = useState<IdOption[]>([]);
  const options = useMemo(
    () => mergeOptions(query.data ?? [], mergeOptions(knownOptions ?? [], seen)),
    [query.data, knownOptions, seen],
  );
  return (
    <Select<number | number[]>
      {...rest}
      aria-label={placeholderName(rest)}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? undefined}
      options={options}
      loading={query.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search, autoClearSearchValue: true }}
      onChange={(next) => {
        const ids = Array.isArray(next) ? next : next === undefined ? [] : [next];
        setSeen((prev) =>
          mergeOptions(
            prev,
            options.filter((o) => ids.includes(o.value)),
          ),
        );
        setSearch('');
        onChange?.(next);
      }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
    />
  );
}
