import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireUser } from '../features/auth/guards.ts';

// Every route under this pathless layout needs someone signed in.
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, location),
  component: Outlet,
});
