/**
 * Authorization matrix, supervision group (issue 12): every endpoint of the table × every caller, each cell
 * against the table's access entry and DESIGN.md section 3. See run.ts.
 */
import { runMatrix } from './run';

runMatrix('supervision', (e) => e.group === 'supervision');
