/**
 * Authorization matrix, pad group (issue 13 items 5 and 7): every endpoint of the table × every caller, each
 * cell against the table's access entry and DESIGN.md section 3. See run.ts.
 */
import { runMatrix } from './run';

runMatrix('pad', (e) => e.group === 'pad');
