import { DEFAULT_SETTINGS, STORAGE_KEYS } from '@edu/shared/constants';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Settings (spec section 3). */
export interface Settings {
  /** theme colour, a hex string */
  theme: string;
  /**
   * Whether the settings drawer is open. The spec's default is false; the drawer is reached through the
   * gear button on the navbar (always visible), so this flag is the drawer's open state and is not
   * persisted: a reload never reopens the drawer.
   */
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  supportPinyinSearch: boolean;
}

export type PersistedSettingKey = Exclude<keyof Settings, 'showSettings'>;

interface SettingsState extends Settings {
  changeSetting<K extends keyof Settings>(key: K, value: Settings[K]): void;
  /** Back to DEFAULT_SETTINGS (the drawer stays as it is). */
  resetSettings(): void;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set, get) => ({
      ...DEFAULT_SETTINGS,
      changeSetting(key, value) {
        if (key === 'theme' && (typeof value !== 'string' || !HEX.test(value))) return;
        set({ [key]: value } as Pick<Settings, typeof key>);
      },
      resetSettings() {
        set({ ...DEFAULT_SETTINGS, showSettings: get().showSettings });
      },
    }),
    {
      name: STORAGE_KEYS.settingsLocal,
      storage: createJSONStorage(() => localStorage),
      version: 1,
      partialize: ({ theme, tagsView, fixedHeader, sidebarLogo, supportPinyinSearch }) => ({
        theme,
        tagsView,
        fixedHeader,
        sidebarLogo,
        supportPinyinSearch,
      }),
      // Ignore anything malformed in storage rather than breaking the shell.
      merge: (persisted, current) => {
        const saved = (typeof persisted === 'object' && persisted !== null ? persisted : {}) as Partial<Settings>;
        const next = { ...current };
        if (typeof saved.theme === 'string' && HEX.test(saved.theme)) next.theme = saved.theme;
        for (const key of ['tagsView', 'fixedHeader', 'sidebarLogo', 'supportPinyinSearch'] as const) {
          if (typeof saved[key] === 'boolean') next[key] = saved[key];
        }
        return next;
      },
    },
  ),
);
