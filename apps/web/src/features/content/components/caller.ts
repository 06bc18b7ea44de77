import { useAuthStore } from '../../../app/auth-store';

export interface ContentCaller {
  /** platform admin */
  isAdmin: boolean;
  /** manages content (admin: platform and any brand's; brand admin: its brand's) */
  isManager: boolean;
  isTeacher: boolean;
  isStudent: boolean;
  brandId: number | null;
  userId: number | undefined;
}

/** The logged-in user as the content pages need it (the server checks every action again). */
export function useContentCaller(): ContentCaller {
  const roles = useAuthStore((s) => s.roles);
  const user = useAuthStore((s) => s.user);
  const isAdmin = roles.includes('admin');
  return {
    isAdmin,
    isManager: isAdmin || roles.includes('brandingAdmin'),
    isTeacher: roles.includes('teacher'),
    isStudent: roles.includes('student'),
    brandId: user?.brandid ?? null,
    userId: user?.id,
  };
}
