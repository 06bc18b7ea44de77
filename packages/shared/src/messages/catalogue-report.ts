/**
 * Messages of the report group (issue 11), spread into SERVER_MESSAGES (catalogue.ts). Same rules: the English
 * text is the id; `field: problem` messages are translated part by part, so problems appear here without
 * their field.
 */
import type { MessageTranslations } from './catalogue';

export const REPORT_MESSAGES: Readonly<Record<string, MessageTranslations>> = {};
