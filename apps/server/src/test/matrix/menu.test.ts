/**
 * Authorization matrix, menu group (issue 13 item 4): every endpoint of the table × every caller, each cell
 * against the table's access entry and DESIGN.md section 3. See run.ts.
 */
import { runMatrix } from './run';

runMatrix('menu', (e) => e.group === 'menu');
