import { z } from 'zod';
import { isRoleCode, type RoleCode } from '../roles';
import { text } from './common';
import { optionalId } from './org';
import { sessionUser, userInfoPreview } from './user';

/** startRolePreview: the role to preview and, optionally, which of its users (else the first active one in scope). */
export const startRolePreviewInput = z.object({
  roleType: z
    .union([z.number(), text()], {
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a role type code'),
    })
    .transform((value, ctx): RoleCode => {
      const n = typeof value === 'number' ? value : /^\d{1,2}$/.test(value.trim()) ? Number(value) : Number.NaN;
      if (isRoleCode(n)) return n;
      ctx.addIssue({ code: 'custom', message: 'must be a role type code' });
      return z.NEVER;
    }),
  userId: optionalId,
});
export type StartRolePreviewInput = z.infer<typeof startRolePreviewInput>;

/** What getInfo adds in a preview: who previews, until when (ISO time). */
export const previewInfo = userInfoPreview;
export type PreviewInfo = z.infer<typeof previewInfo>;

/** The preview session: its user (with the preview's token) and the preview. */
export const startRolePreviewResult = z.object({ user: sessionUser, preview: previewInfo });
export type StartRolePreviewResult = z.infer<typeof startRolePreviewResult>;
