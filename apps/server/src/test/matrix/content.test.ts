/**
 * Authorization matrix (issue 9 item 3), content group: every endpoint of the table × every caller,
 * each cell against the table's access entry and DESIGN.md section 3. See run.ts.
 */
import { runMatrix } from './run';

runMatrix('content', (e) => e.group === 'content');
