import { create } from 'zustand';

interface PasswordDialogState {
  open: boolean;
  show(): void;
  hide(): void;
}

/** Open state of the change-password dialog (opened from the avatar menu). */
export const usePasswordDialog = create<PasswordDialogState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
