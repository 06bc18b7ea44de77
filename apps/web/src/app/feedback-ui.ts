import { message, Modal, notification } from 'antd';
import type { ConfirmOptions, ToastType } from './feedback';

/**
 * antd's feedback components behind ./feedback's functions. Loaded on demand so antd never reaches
 * the login page's first load.
 */
export { message, Modal, notification };

export function showToast(type: ToastType, text: string, durationMs: number): void {
  void message.open({ type, content: text, duration: durationMs / 1000 });
}

export function showConfirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    Modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText,
      cancelText: options.cancelText,
      mask: { closable: false },
      keyboard: false,
      closable: false,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
