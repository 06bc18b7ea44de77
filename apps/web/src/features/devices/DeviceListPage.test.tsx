import type { DeviceRow } from '@edu/shared';
import { RoleType } from '@edu/shared/roles';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import '../../app/i18n-react';
import { loginAs, page, renderOrg, stubServer } from '../org/test-utils';
import { installMatchMedia } from '../test-utils';
import DeviceListPage from './DeviceListPage';

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const device = (id: number, serial: string, over: Partial<DeviceRow> = {}): DeviceRow => ({
  id,
  serial,
  model: 'StudyPad S1',
  kind: 'pad',
  status: 1,
  brand: { id: 1, name: 'Qiming' },
  school: { id: 11, name: 'No.1 Middle School' },
  student: null,
  lastSeenAt: null,
  createdAt: '2026-05-01T08:00:00.000Z',
  ...over,
});

const bound = device(1, 'PAD-QM-0001', {
  student: { id: 5, username: 'student', name: 'Zhang San' },
  lastSeenAt: new Date(Date.now() - 5 * 60_000).toISOString(),
});
const free = device(2, 'PEN-QM-0002', { kind: 'pen' });

function server() {
  return stubServer((url) => {
    if (url.pathname.endsWith('/getDeviceList')) {
      return url.searchParams.get('keyword') === 'PEN' ? page([free]) : page([bound, free], 2);
    }
    if (url.pathname.endsWith('/unbindDevice')) return { ...bound, student: null };
    if (url.pathname.endsWith('/setDeviceStatus')) return { ...free, status: 0 };
    return page([]);
  });
}

const listCalls = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname.endsWith('/getDeviceList'));

describe('DeviceListPage', { timeout: 90_000 }, () => {
  it('shows a page of devices from the server and searches by serial', async () => {
    loginAs(RoleType.brandingAdmin);
    const { calls } = server();
    renderOrg(<DeviceListPage />);
    const table = await screen.findByTestId('device-table');
    await within(table).findByText('PAD-QM-0001');
    expect(within(table).getByText('Zhang San')).toBeTruthy();
    expect(within(table).getByText('Not bound')).toBeTruthy();
    expect(within(table).getByText('Never')).toBeTruthy();
    expect(within(table).getByText('AI pen')).toBeTruthy();
    expect(listCalls(calls)[0]?.url.searchParams.get('pageSize')).toBe('20');

    const box = within(screen.getByTestId('list-search')).getByRole('searchbox');
    fireEvent.change(box, { target: { value: ' PEN ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('keyword')).toBe('PEN'));
    await waitFor(() => expect(within(table).queryByText('PAD-QM-0001')).toBeNull());
  });

  it('unbinds and disables a device only once confirmed', async () => {
    loginAs(RoleType.brandingAdmin);
    const { calls } = server();
    renderOrg(<DeviceListPage />);
    const table = await screen.findByTestId('device-table');
    await within(table).findByText('PAD-QM-0001');
    const [boundRow, freeRow] = within(table).getAllByRole('row').slice(1);

    fireEvent.click(within(boundRow as HTMLElement).getByTestId('device-action-more'));
    fireEvent.click(await screen.findByTestId('device-action-unbind'));
    await screen.findAllByText('Unbind device PAD-QM-0001?');
    expect(calls.some((c) => c.url.pathname.endsWith('/unbindDevice'))).toBe(false);
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => {
      const call = calls.find((c) => c.url.pathname.endsWith('/unbindDevice'));
      expect(call?.body?.get('id')).toBe('1');
    });

    fireEvent.click(within(freeRow as HTMLElement).getByTestId('device-action-more'));
    // An unbound device's menu has no Unbind.
    const menus = await screen.findAllByTestId('device-action-status');
    fireEvent.click(menus.at(-1) as HTMLElement);
    await screen.findAllByText('Disable device PEN-QM-0002?');
    const oks = await screen.findAllByTestId('confirm-ok');
    fireEvent.click(oks.at(-1) as HTMLElement);
    await waitFor(() => {
      const call = calls.find((c) => c.url.pathname.endsWith('/setDeviceStatus'));
      expect(call?.body?.get('id')).toBe('2');
      expect(call?.body?.get('status')).toBe('0');
    });
  });
});
