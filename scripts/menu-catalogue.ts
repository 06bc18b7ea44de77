/**
 * Writes packages/shared/src/menus/catalogue.ts from the web's route table (apps/web/src/app/route-table.ts),
 * so that the server checks menu settings against the very routes the console has (issue 13 item 4;
 * apps/server/src/modules/menus/README.md). Run after changing the route table:
 *
 *   npm run menus:catalogue
 *
 * apps/web/src/features/menus/catalogue.test.ts fails while the written file is not the table's.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueOf, renderCatalogue } from '../apps/web/src/features/menus/catalogue-source';

const target = path.resolve(import.meta.dirname, '../packages/shared/src/menus/catalogue.ts');
writeFileSync(target, renderCatalogue(catalogueOf()));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
