import type { AppFile, PadAppRow, PadPackageRow } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { applicationChanges } from './applications/ApplicationFormModal';
import { packageChanges } from './packages/PackageFormModal';

const file: AppFile = { id: 'f1', name: 'a.apk', size: 10, sha256: 'ab' };
const app: PadAppRow = {
  id: 4,
  name: 'Chess',
  icon: '',
  packageName: 'com.example.chess',
  version: '1.0.0',
  releaseNotes: '',
  minOsVersion: '8.0',
  file,
  brandCount: 0,
  createdAt: '',
  updatedAt: '',
};
const pkg: PadPackageRow = {
  id: 9,
  name: 'Pack',
  description: '',
  packageType: 1,
  days: 365,
  courses: [
    { id: 1, name: 'C1' },
    { id: 2, name: 'C2' },
  ],
  apps: [{ id: 4, name: 'Chess' }],
  activeGrants: 0,
  createdAt: '',
  updatedAt: '',
};

describe('applicationChanges', () => {
  const values = { name: ' Chess ', packageName: 'com.example.chess', version: '1.0.0', minOsVersion: '8.0' };
  it('sends every field and the file for a new application', () => {
    expect(applicationChanges(undefined, values, '', file)).toEqual({
      name: 'Chess',
      packageName: 'com.example.chess',
      version: '1.0.0',
      minOsVersion: '8.0',
      releaseNotes: '',
      icon: '',
      fileId: 'f1',
    });
  });
  it('sends only what changed for an edit, the file when a new one was uploaded', () => {
    expect(applicationChanges(app, values, '', file)).toEqual({ id: 4 });
    expect(applicationChanges(app, { ...values, version: '1.1.0' }, '', { ...file, id: 'f2' })).toEqual({
      id: 4,
      version: '1.1.0',
      fileId: 'f2',
    });
  });
});

describe('packageChanges', () => {
  it('sends every field for a new package', () => {
    expect(packageChanges(undefined, { name: ' P ', days: 30 })).toEqual({
      name: 'P',
      description: '',
      days: 30,
      courseIds: [],
      appIds: [],
    });
  });
  it('sends only what changed, the content lists compared as sets', () => {
    const same = { name: 'Pack', description: '', days: 365, courseIds: [2, 1], appIds: [4] };
    expect(packageChanges(pkg, same)).toEqual({ id: 9 });
    expect(packageChanges(pkg, { ...same, appIds: [], days: 90 })).toEqual({ id: 9, days: 90, appIds: [] });
  });
});
