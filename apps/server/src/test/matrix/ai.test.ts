/**
 * Authorization matrix, ai group (issue 14 item 1): every endpoint of the table × every caller, each cell
 * against the table's access entry and DESIGN.md section 3. See run.ts.
 */
import { runMatrix } from './run';

runMatrix('ai', (e) => e.group === 'ai');
