import { describe, expect, it } from 'vitest';
import { MENU_CATALOGUE } from '@edu/shared/menus/catalogue';
import { catalogueOf } from './catalogue-source';

describe('the menu catalogue', () => {
  it('is the route table as it is now (else run `npm run menus:catalogue`)', () => {
    expect(MENU_CATALOGUE).toEqual(catalogueOf());
  });
});
