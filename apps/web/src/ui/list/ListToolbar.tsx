import { CloseCircleFilled } from '@ant-design/icons';
import { Flex, Input } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../i18n';
import './list-toolbar.css';

/**
 * A list's toolbar: search and filters on the left, actions on the right; wraps on narrow screens.
 * Filter selects inside it take the class `list-toolbar__select` (`list-toolbar__select--wide` for long
 * option names).
 */
export function ListToolbar({ filters, actions }: { filters: ReactNode; actions?: ReactNode }) {
  return (
    <Flex className="list-toolbar" justify="space-between" align="flex-start" gap={12} wrap>
      <Flex className="list-toolbar__filters" gap={8} wrap align="center">
        {filters}
      </Flex>
      {actions && (
        <Flex className="list-toolbar__actions" gap={8} wrap align="center">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}

/**
 * Keyword search: applied on Enter or the search button (trimmed), cleared with the clear icon (clearing
 * applies at once). Follows `value` when the list's keyword changes from outside (reset, a link).
 */
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
  const { t } = useTranslation(UI_NS);
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Input.Search
      className="list-toolbar__search"
      // The clear button is named, and list-toolbar.css gives it a 24 px target (WCAG 2.5.8).
      allowClear={{ clearIcon: <CloseCircleFilled aria-label={t('list.clearSearch')} /> }}
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

/** The SearchBox of a list (useListState): its keyword, and a search sets it. */
export function ListSearch({
  list,
  placeholder,
  testId,
}: {
  list: { state: { keyword: string }; setKeyword: (keyword: string) => void };
  placeholder: string;
  testId?: string;
}) {
  return <SearchBox value={list.state.keyword} onSearch={list.setKeyword} placeholder={placeholder} testId={testId} />;
}
