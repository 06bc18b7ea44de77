import {
  SUBJECTS,
  type Subject,
  WRONG_BOOK_SORTS,
  WRONG_BOOK_STATES,
  type WrongBookSort,
  type WrongBookState,
} from '@edu/shared';
import { idFromQuery } from '../../../ui/query-id';

/** What the book shows: the tree's choice (a subject, maybe one of its knowledge points), the state, the sort. */
export interface BookFilter {
  subject?: Subject;
  knowledgePointId?: number;
  state: WrongBookState;
  sort: WrongBookSort;
  keyword?: string;
}

export const DEFAULT_FILTER: BookFilter = { state: 'learning', sort: 'latestWrong' };

/** The sheet's address (/wrongQues) for a filter: only what is set, so that the address stays short. */
export function sheetPath(f: BookFilter): string {
  const params = new URLSearchParams();
  if (f.subject) params.set('subject', f.subject);
  if (f.knowledgePointId !== undefined) params.set('knowledgePointId', String(f.knowledgePointId));
  if (f.state !== DEFAULT_FILTER.state) params.set('state', f.state);
  if (f.sort !== DEFAULT_FILTER.sort) params.set('sort', f.sort);
  const keyword = f.keyword?.trim();
  if (keyword) params.set('keyword', keyword.slice(0, 100));
  const query = params.toString();
  return query ? `/wrongQues?${query}` : '/wrongQues';
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The sheet's filter from its address: unknown values fall back to the defaults, as the book's own do. */
export function filterFromSearch(search: URLSearchParams): BookFilter & { ids?: string; showKey: boolean } {
  const ids = (search.get('ids') ?? '')
    .split(',')
    .map((s) => idFromQuery(s.trim()))
    .filter((n): n is number => n !== undefined);
  const keyword = search.get('keyword')?.trim();
  return {
    subject: oneOf(SUBJECTS, search.get('subject')),
    knowledgePointId: idFromQuery(search.get('knowledgePointId')),
    state: oneOf(WRONG_BOOK_STATES, search.get('state')) ?? DEFAULT_FILTER.state,
    sort: oneOf(WRONG_BOOK_SORTS, search.get('sort')) ?? DEFAULT_FILTER.sort,
    ...(keyword ? { keyword: keyword.slice(0, 100) } : {}),
    ...(ids.length > 0 ? { ids: ids.join(',') } : {}),
    showKey: search.get('key') === '1',
  };
}

/** A training camp set from the book's filter: its subject and knowledge point (the state and sort do not apply). */
export function practiceInputOf(f: Pick<BookFilter, 'subject' | 'knowledgePointId'>) {
  return {
    ...(f.subject ? { subject: f.subject } : {}),
    knowledgePointIds: f.knowledgePointId === undefined ? [] : [f.knowledgePointId],
  };
}
