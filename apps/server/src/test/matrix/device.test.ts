/**
 * Authorization matrix (issue 9 item 3), device group (issue 13 item 6): every endpoint × every caller.
 * See run.ts.
 */
import { runMatrix } from './run';

runMatrix('device', (e) => e.group === 'device');
