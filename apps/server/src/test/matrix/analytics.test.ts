/**
 * Authorization matrix, analytics group (issue 12 item 3): every endpoint of the table × every caller, each cell
 * against the table's access entry and DESIGN.md section 3. See run.ts.
 */
import { runMatrix } from './run';

runMatrix('analytics', (e) => e.group === 'analytics');
