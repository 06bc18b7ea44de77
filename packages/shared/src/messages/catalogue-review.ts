/**
 * Messages of the review group (issue 11), spread into SERVER_MESSAGES (catalogue.ts). Same rules: the English
 * text is the id; `field: problem` messages are translated part by part, so problems appear here without
 * their field.
 */
import type { MessageTranslations } from './catalogue';

export const REVIEW_MESSAGES: Readonly<Record<string, MessageTranslations>> = {};
