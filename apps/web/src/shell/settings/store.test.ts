import { DEFAULT_SETTINGS, STORAGE_KEYS } from '@edu/shared/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSettingsStore } from './store';

const pick = () => {
  const { theme, showSettings, tagsView, fixedHeader, sidebarLogo, supportPinyinSearch } = useSettingsStore.getState();
  return { theme, showSettings, tagsView, fixedHeader, sidebarLogo, supportPinyinSearch };
};

describe('settings store', () => {
  beforeEach(() => {
    useSettingsStore.setState({ ...DEFAULT_SETTINGS });
    localStorage.clear();
  });

  it('starts from the spec defaults', () => {
    expect(pick()).toEqual({ ...DEFAULT_SETTINGS });
    expect(DEFAULT_SETTINGS).toMatchObject({
      showSettings: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      supportPinyinSearch: true,
    });
  });

  it('changes a setting and saves it in localStorage, without the drawer state', () => {
    const s = useSettingsStore.getState();
    s.changeSetting('fixedHeader', true);
    s.changeSetting('theme', '#409EFF');
    s.changeSetting('showSettings', true);
    expect(pick()).toMatchObject({ fixedHeader: true, theme: '#409EFF', showSettings: true });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.settingsLocal) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(stored.state).toEqual({
      theme: '#409EFF',
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      supportPinyinSearch: true,
    });
  });

  it('survives a reload', async () => {
    useSettingsStore.getState().changeSetting('tagsView', false);
    useSettingsStore.getState().changeSetting('sidebarLogo', false);
    const raw = localStorage.getItem(STORAGE_KEYS.settingsLocal) ?? '';
    useSettingsStore.setState({ ...DEFAULT_SETTINGS });
    localStorage.setItem(STORAGE_KEYS.settingsLocal, raw);
    await useSettingsStore.persist.rehydrate();
    expect(pick()).toMatchObject({ tagsView: false, sidebarLogo: false, showSettings: false });
  });

  it('ignores malformed stored values and invalid colours', async () => {
    localStorage.setItem(
      STORAGE_KEYS.settingsLocal,
      JSON.stringify({ state: { theme: 'red;}', tagsView: 'no', fixedHeader: true }, version: 1 }),
    );
    await useSettingsStore.persist.rehydrate();
    expect(pick()).toMatchObject({ theme: DEFAULT_SETTINGS.theme, tagsView: true, fixedHeader: true });
    useSettingsStore.getState().changeSetting('theme', 'url(javascript:1)');
    expect(useSettingsStore.getState().theme).toBe(DEFAULT_SETTINGS.theme);
  });

  it('resets to the defaults but leaves the drawer open', () => {
    const s = useSettingsStore.getState();
    s.changeSetting('showSettings', true);
    s.changeSetting('fixedHeader', true);
    s.resetSettings();
    expect(pick()).toEqual({ ...DEFAULT_SETTINGS, showSettings: true });
  });
});
