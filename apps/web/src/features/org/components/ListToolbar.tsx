import { Flex, Input } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';

/** A list's toolbar: search and filters on the left, actions on the right; wraps on narrow screens. */
export function ListToolbar({ filters, actions }: { filters: ReactNode; actions?: ReactNode }) {
  return (
    <Flex className="org-toolbar" justify="space-between" align="flex-start" gap={12} wrap>
      <Flex className="org-toolbar__filters" gap={8} wrap align="center">
        {filters}
      </Flex>
      {actions && (
        <Flex className="org-toolbar__actions" gap={8} wrap align="center">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}

/** Keyword search: applied on Enter or the search button, cleared with the clear icon. */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  testId = 'list-search',
}: {
  value: string;
  onSearch: (keyword: string) => void;
  placeholder: string;
  testId?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Input.Search
      className="org-toolbar__search"
      allowClear
      value={text}
      placeholder={placeholder}
      title={placeholder}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value === '' && value !== '') onSearch('');
      }}
      onSearch={(v) => onSearch(v.trim())}
      data-testid={testId}
      maxLength={100}
    />
  );
}
