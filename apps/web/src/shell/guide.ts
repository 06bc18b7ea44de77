import { i18n } from '../app/i18n';
import { SHELL_NS } from './i18n';
import './guide.css';

/**
 * Tour stops: the selector of each navbar/tags part and the key of its text under 'guide.' (its title under
 * 'guide.<key>Title', or the full key in `title` when the title is a shared word).
 */
export const GUIDE_STEPS = [
  { selector: '[data-testid=hamburger]', key: 'hamburger', side: 'bottom' },
  { selector: '[data-testid=breadcrumb]', key: 'breadcrumb', side: 'bottom' },
  { selector: '[data-testid=header-search]', key: 'search', side: 'bottom' },
  { selector: '[data-testid=screenfull]', key: 'screenfull', side: 'bottom' },
  { selector: '[data-testid=lang-select]', key: 'lang', title: 'common:language', side: 'bottom' },
  { selector: '[data-testid=size-select]', key: 'size', side: 'bottom' },
  { selector: '[data-testid=tags-view]', key: 'tags', side: 'bottom' },
  { selector: '[data-testid=settings-button]', key: 'settings', side: 'left' },
] as const;

/**
 * Start the guided tour of the shell (driver.js, loaded on first use). Parts not on screen (the tags
 * view for students, hidden parts on a phone) are skipped.
 */
export async function startGuide(): Promise<void> {
  const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(`${SHELL_NS}:guide.${key}`, options);
  const steps = GUIDE_STEPS.flatMap((step) => {
    const element = document.querySelector<HTMLElement>(step.selector);
    if (!element || element.getClientRects().length === 0) return [];
    return [
      {
        element,
        popover: {
          title: 'title' in step ? i18n.t(step.title) : t(`${step.key}Title`),
          description: t(step.key),
          side: step.side,
          align: 'start' as const,
        },
      },
    ];
  });
  if (steps.length === 0) return;
  const tour = driver({
    showProgress: true,
    animate: true,
    allowClose: true,
    stagePadding: 4,
    popoverClass: 'shell-guide-popover',
    progressText: t('progress', { current: '{{current}}', total: '{{total}}' }),
    nextBtnText: t('next'),
    prevBtnText: t('prev'),
    doneBtnText: t('done'),
    steps,
  });
  tour.drive();
}
