import { describe, expect, it } from 'vitest';
import { placeholderName } from './field-name';

describe('placeholderName', () => {
  it('names a filter by its placeholder', () => {
    expect(placeholderName({ placeholder: 'School' })).toBe('School');
  });

  it('keeps a name the field has, and leaves fields of a form (an id and a label) alone', () => {
    expect(placeholderName({ placeholder: 'School', 'aria-label': 'Filter by school' })).toBe('Filter by school');
    expect(placeholderName({ placeholder: 'School', 'aria-labelledby': 'x' })).toBeUndefined();
    expect(placeholderName({ placeholder: 'School', id: 'schoolId' })).toBeUndefined();
  });

  it('gives no name without a text placeholder', () => {
    expect(placeholderName({})).toBeUndefined();
    expect(placeholderName({ placeholder: '  ' })).toBeUndefined();
  });
});
