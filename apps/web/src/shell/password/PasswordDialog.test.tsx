import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { md5 } from 'js-md5';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../app/auth-store';
import { changeLanguage, initI18n } from '../../app/i18n';
import '../../app/i18n-react';
import '../i18n';
import { routes } from '@edu/shared/api/routes';
import { installMatchMedia } from '../../features/test-utils';
import PasswordDialog from './PasswordDialog';
import { usePasswordDialog } from './store';
import { type PasswordValues, validatePasswordField } from './validation';

const mocks = vi.hoisted(() => ({
  request: vi.fn(async () => null),
  logout: vi.fn(async () => {}),
}));
vi.mock('../../app/api/fetch', () => ({ request: mocks.request }));
vi.mock('../../app/session', () => ({ logout: mocks.logout }));

// antd's validation is asynchronous; give it time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

installMatchMedia();

function renderDialog() {
  act(() => usePasswordDialog.getState().show());
  return render(
    <App>
      <PasswordDialog />
    </App>,
  );
}

async function fill(values: Partial<Record<'oldPwd' | 'newPwd' | 'rePwd', string>>) {
  const user = userEvent.setup({ delay: null });
  for (const [id, value] of Object.entries(values)) {
    const input = document.getElementById(id) as HTMLInputElement;
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByTestId('password-submit'));
  return user;
}

/** Every failing field of the form, as the dialog's rules see them. */
function errorsOf(values: Partial<PasswordValues>) {
  const errors: Record<string, string> = {};
  for (const field of ['oldPwd', 'newPwd', 'rePwd'] as const) {
    const error = validatePasswordField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

describe('password rules', () => {
  it('checks each field (spec section 5)', () => {
    expect(errorsOf({})).toEqual({ oldPwd: 'oldRequired', newPwd: 'newRequired', rePwd: 'reRequired' });
    expect(errorsOf({ oldPwd: '12345', newPwd: '1234', rePwd: '1234' })).toEqual({
      oldPwd: 'tooShort',
      newPwd: 'tooShort',
    });
    expect(errorsOf({ oldPwd: '123456', newPwd: 'abcdef', rePwd: 'abcdeg' })).toEqual({
      rePwd: 'mismatch',
    });
    expect(errorsOf({ oldPwd: '123456', newPwd: 'abcdef', rePwd: 'abcdef' })).toEqual({});
  });
});

describe('PasswordDialog', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    mocks.request.mockClear();
    mocks.logout.mockClear();
    useAuthStore.setState({ id: 42, user: null });
  });
  afterEach(() => {
    act(() => usePasswordDialog.getState().hide());
    cleanup();
  });

  it('shows the three "empty" messages and sends nothing', async () => {
    renderDialog();
    expect(screen.getByTestId('password-dialog')).toBeInTheDocument();
    await fill({});
    expect(await screen.findByText('original password cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('new password cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('please enter password confirmation')).toBeInTheDocument();
    expect(mocks.request).not.toHaveBeenCalled();
  });

  it('rejects old and new passwords under 6 characters', async () => {
    renderDialog();
    await fill({ oldPwd: '12345', newPwd: 'abc', rePwd: 'abc' });
    await waitFor(() => expect(screen.getAllByText('cannot be less than 6 digits')).toHaveLength(2));
    expect(mocks.request).not.toHaveBeenCalled();
  });

  it('rejects a confirmation that differs', async () => {
    renderDialog();
    await fill({ oldPwd: 'old-secret', newPwd: 'new-secret', rePwd: 'new-secreT' });
    expect(await screen.findByText('the two passwords do not match, please check')).toBeInTheDocument();
    expect(mocks.request).not.toHaveBeenCalled();
  });

  it('shows the Chinese originals in zh', async () => {
    await changeLanguage('zh');
    try {
      renderDialog();
      await fill({ oldPwd: '123' });
      expect(await screen.findByText('不能少于6位')).toBeInTheDocument();
      expect(screen.getByText('新密码不能为空')).toBeInTheDocument();
      expect(screen.getByText('请输入确认密码')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('sends MD5 hashes with the user id, then logs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderDialog();
      await fill({ oldPwd: 'old-secret', newPwd: 'new-secret', rePwd: 'new-secret' });
      await waitFor(() => expect(mocks.request).toHaveBeenCalledTimes(1));
      expect(mocks.request).toHaveBeenCalledWith(
        expect.objectContaining({
          url: routes.session.modifyPasswordByOldPwd.path,
          method: 'POST',
          data: { userid: 42, oldPwd: md5('old-secret'), newPwd: md5('new-secret'), rePwd: md5('new-secret') },
        }),
      );
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_500);
      });
      await waitFor(() => expect(mocks.logout).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
    }
  });
});
