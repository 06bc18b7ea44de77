import { Space } from 'antd';
import { useMemo, useRef } from 'react';
import type { ListParams } from '../../../ui/list/list-params';
import { type IdOption, RemoteSelect, type RemoteSelectProps } from '../../../ui/RemoteSelect';
import { fetchThemeList } from '../api/branding';

const PARAMS: ListParams = { sort: 'name', order: 'asc' };

/**
 * A brand's theme: every theme can be found, searched by name on the server (the first 20 matches of what is
 * typed), each with a swatch of its primary colour. `current` names the brand's theme before the list has
 * brought it.
 */
export function ThemeSelect({
  current,
  ...rest
}: Omit<RemoteSelectProps, 'group' | 'kind' | 'params' | 'fetchOptions' | 'knownOptions' | 'multiple'> & {
  current?: IdOption | null;
}) {
  // The swatch colour of each theme the list brought (options carry a text label only).
  const colours = useRef(new Map<number, string>());
  const known = useMemo(() => (current ? [current] : []), [current]);
  return (
    <RemoteSelect
      allowClear
      {...rest}
      group="branding"
      kind="themes"
      params={PARAMS}
      knownOptions={known}
      fetchOptions={async (p, signal) => {
        const page = await fetchThemeList(p, signal);
        for (const theme of page.list) colours.current.set(theme.id, theme.primaryColor);
        return page.list.map((theme) => ({ value: theme.id, label: theme.name }));
      }}
      optionRender={(option) => {
        const colour = typeof option.value === 'number' ? colours.current.get(option.value) : undefined;
        return (
          <Space size={6}>
            <span className="theme-swatch" style={colour ? { background: colour } : undefined} aria-hidden />
            {option.label}
          </Space>
        );
      }}
    />
  );
}
