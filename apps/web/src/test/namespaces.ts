import type { NamespaceResources } from '../app/i18n';

/**
 * The namespaces the code registers, as the i18n tests see them: those tests replace registerNamespace
 * (vi.mock of app/i18n) by one that records here, then registers as usual.
 */
export const registeredNamespaces = new Map<string, NamespaceResources>();

export async function recordingI18n(actual: typeof import('../app/i18n')): Promise<typeof import('../app/i18n')> {
  return {
    ...actual,
    registerNamespace: (ns: string, resources: NamespaceResources) => {
      registeredNamespaces.set(ns, resources);
      actual.registerNamespace(ns, resources);
    },
  };
}
