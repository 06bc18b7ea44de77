import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form, Input, Select } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../app/i18n';
import '../app/i18n-react';
import { installMatchMedia } from '../features/test-utils';
import { FormModal } from './FormModal';
import './i18n';

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});
afterEach(cleanup);

/** Enter in a dialog's text field saves, as in any form (issue 8, keyboard); not while choosing in a select. */
describe('FormModal', () => {
  function renderForm(saving = false) {
    const onSave = vi.fn(async () => undefined);
    render(
      <FormModal open saving={saving} onSave={onSave} testId="f" title="Form">
        <Form>
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
          <Form.Item name="notes" label="Notes">
            <Input.TextArea />
          </Form.Item>
          <Form.Item name="kind" label="Kind">
            <Select showSearch options={[{ value: 1, label: 'One' }]} />
          </Form.Item>
        </Form>
      </FormModal>,
    );
    return onSave;
  }

  it('saves on Enter in a text field', () => {
    const onSave = renderForm();
    const name = screen.getByLabelText('Name');
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledTimes(1);
    // Other keys type.
    fireEvent.keyDown(name, { key: 'a' });
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('not in a text area, a select, while an input method composes, or while saving', () => {
    let onSave = renderForm();
    fireEvent.keyDown(screen.getByLabelText('Notes'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Enter', isComposing: true });
    expect(onSave).not.toHaveBeenCalled();
    cleanup();
    onSave = renderForm(true);
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
  });
});
