/**
 * AI provider settings (issue 14 item 1): any OpenAI-compatible chat-completions endpoint (base URL, model,
 * key), one per brand and one platform default (no brandId). The key is write-only: it is stored encrypted
 * and only "set" and its last four characters come back.
 */
import { z } from 'zod';
import { text } from './common';
import { optionalId } from './org';

export const AI_BASE_URL_MAX = 500;
export const AI_MODEL_MAX = 200;
export const AI_KEY_MAX = 500;

/** The setting to read: a brand's, or (no brandId) the platform default. */
export const aiProviderQuery = z.object({ brandId: optionalId });
export type AiProviderQuery = z.infer<typeof aiProviderQuery>;

/** An http(s) address; which hosts it may reach is the server's check (private ranges are refused). */
export const aiBaseUrl = text()
  .trim()
  .min(1, 'is required')
  .max(AI_BASE_URL_MAX)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be an http or https address');

export const aiModel = text().trim().min(1, 'is required').max(AI_MODEL_MAX);

/** A key as typed: empty keeps the stored key. */
export const aiKey = text().trim().max(AI_KEY_MAX).default('');

export const aiProviderSetting = z.object({
  /** null: the platform default */
  brandId: z.number().int().nullable(),
  /** false: nothing saved yet (the other fields are empty) */
  configured: z.boolean(),
  baseUrl: text(),
  model: text(),
  /** whether a key is stored; the key itself never leaves the server */
  keySet: z.boolean(),
  /** the stored key's last four characters ('' without a key) */
  keyLast4: text(),
  updatedAt: text().nullable(),
});
export type AiProviderSetting = z.infer<typeof aiProviderSetting>;

export const updateAiProviderInput = z.object({
  brandId: optionalId,
  baseUrl: aiBaseUrl,
  model: aiModel,
  /** empty: keep the stored key */
  apiKey: aiKey,
});
export type UpdateAiProviderInput = z.infer<typeof updateAiProviderInput>;

/**
 * A connection test of a brand's (or the platform's) setting; the fields given replace the stored ones for
 * this test only (test before saving), an empty key uses the stored key.
 */
export const testAiProviderInput = z.object({
  brandId: optionalId,
  baseUrl: aiBaseUrl.optional(),
  model: aiModel.optional(),
  apiKey: aiKey,
});
export type TestAiProviderInput = z.infer<typeof testAiProviderInput>;

export const aiProviderTestResult = z.object({
  ok: z.literal(true),
  model: text(),
  /** milliseconds until the provider answered */
  latencyMs: z.number().int(),
  /** the start of the provider's answer */
  reply: text(),
});
export type AiProviderTestResult = z.infer<typeof aiProviderTestResult>;
