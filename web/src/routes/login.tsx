import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn, validateRedirectSearch } from '../features/auth/guards.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { redirectTarget } from '../features/auth/redirect-target.ts';

export const Route = createFileRoute('/login')({
  validateSearch: validateRedirectSearch,
  beforeLoad: ({ context, search }) => redirectSignedIn(context.queryClient, search.redirect),
  component: function Login() {
    const { redirect } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <LoginPage onSignedIn={() => void navigate({ href: redirectTarget(redirect), replace: true })} />;
  },
});
