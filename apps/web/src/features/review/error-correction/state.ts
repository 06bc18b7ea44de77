import type { ErrorCorrectionState } from '@edu/shared';

/** Each state's tag colour (the state is always written out too: never by colour alone). */
export const CORRECTION_STATE_COLOR: Record<ErrorCorrectionState, string> = {
  pending: 'orange',
  accepted: 'green',
  returned: 'volcano',
};
