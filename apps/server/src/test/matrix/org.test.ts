/**
 * Authorization matrix (issue 9 item 3), session, brand and org groups: every endpoint of the table ×
 * every caller, each cell against the table's access entry and DESIGN.md section 3. See run.ts.
 */
import { runMatrix } from './run';

runMatrix(
  'session, brand, branding and org',
  (e) => e.group === 'session' || e.group === 'brand' || e.group === 'branding' || e.group === 'org',
);
