import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '../features/maintenance/maintenance-page.tsx';

// Full screen: the root layout leaves out the shell for this route.
export const Route = createFileRoute('/maintenance')({ component: MaintenancePage });
