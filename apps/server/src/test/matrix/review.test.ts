/**
 * Authorization matrix, review group (issue 11): every endpoint of the table × every caller, each cell against
 * the table's access entry and DESIGN.md section 3. See run.ts.
 */
import { runMatrix } from './run';

runMatrix('review', (e) => e.group === 'review');
