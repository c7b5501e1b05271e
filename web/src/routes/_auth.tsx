import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '../features/auth/guards.ts';
import { preloadPageStates } from '../features/shell/route-states.tsx';
import { loadSignedInChrome } from '../signed-in-chrome-loader.ts';

// Every route under this pathless layout needs someone signed in; its page waits for the signed-in
// frame's code too, so that the menus show with it. No component: the router renders the page below
// as it would an Outlet, with no chunk of its own to wait for.
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context, location }) => {
    const signedIn = await requireUser(context.queryClient, location);
    await loadSignedInChrome();
    preloadPageStates();
    return signedIn;
  },
});
