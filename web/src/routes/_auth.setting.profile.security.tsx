import { createFileRoute } from '@tanstack/react-router';
import { comingSoon } from '../features/shell/page-frame.tsx';

export const Route = createFileRoute('/_auth/setting/profile/security')({ component: comingSoon('profileSecurity') });
