/**
 * Messages of the precision-learning reports (issue 12: apps/server/src/modules/analytics), spread into
 * SERVER_MESSAGES (catalogue.ts). Same rules: the English text is the id; `field: problem` messages are
 * translated part by part, so problems appear here without their field.
 */
import type { MessageTranslations } from './catalogue';

export const ANALYTICS_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  'must be an ISO week such as 2025-W07 (weeks 1-52, or 53 in the years that have one)': {
    zh: '必须是 ISO 周，例如 2025-W07（第 1–52 周，有第 53 周的年份可到 53）',
    es: 'debe ser una semana ISO como 2025-W07 (semanas 1-52, o 53 en los años que la tienen)',
    ja: '2025-W07 のような ISO 週でなければなりません（第 1〜52 週、53 週がある年は 53 まで）',
  },
  'must not be before weekFrom': {
    zh: '不能早于 weekFrom',
    es: 'no debe ser anterior a weekFrom',
    ja: 'weekFrom より前にはできません',
  },
};
