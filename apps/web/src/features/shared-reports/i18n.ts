import { type NamespaceResources, registerNamespace } from '../../app/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/** 'sharedReport' namespace: the public report pages (/reportDeta, /reportDetaTo, /AnswerDetail). */
export const SHARED_REPORT_NS = 'sharedReport';

export const sharedReportResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(SHARED_REPORT_NS, sharedReportResources);
