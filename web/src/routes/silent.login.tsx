import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn, validateRedirectSearch } from '../features/auth/guards.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { redirectTarget } from '../features/auth/redirect-target.ts';

// The same page as /login under another address (the one maintenance mode leaves open).
export const Route = createFileRoute('/silent/login')({
  validateSearch: validateRedirectSearch,
  beforeLoad: ({ context, search }) => redirectSignedIn(context.queryClient, search.redirect),
  component: function SilentLogin() {
    const { redirect } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <LoginPage onSignedIn={() => void navigate({ href: redirectTarget(redirect), replace: true })} />;
  },
});
