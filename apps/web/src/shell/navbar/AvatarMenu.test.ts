import { describe, expect, it } from 'vitest';
import { avatarEntries } from './AvatarMenu';

describe('avatar menu entries', () => {
  it('an admin: its password, the role preview, log out', () => {
    expect(avatarEntries({ previewing: false, mayPreview: true, dataScreen: false })).toEqual([
      'dashboard',
      'password',
      'preview',
      'divider',
      'logout',
    ]);
  });

  it('a school admin: its password and the data screen, no preview', () => {
    expect(avatarEntries({ previewing: false, mayPreview: false, dataScreen: true })).toEqual([
      'dashboard',
      'password',
      'dataScreen',
      'divider',
      'logout',
    ]);
  });

  it('in a role preview (read-only): no password change, no second preview, and leaving ends the preview', () => {
    const entries = avatarEntries({ previewing: true, mayPreview: true, dataScreen: true });
    expect(entries).toEqual(['dashboard', 'dataScreen', 'divider', 'endPreview']);
    expect(entries).not.toContain('password');
    expect(entries).not.toContain('logout');
  });
});
