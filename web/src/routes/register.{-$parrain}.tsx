import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn, validateRedirectSearch } from '../features/auth/guards.ts';
import { RegisterPage } from '../features/auth/register-page.tsx';

export const Route = createFileRoute('/register/{-$parrain}')({
  validateSearch: validateRedirectSearch,
  beforeLoad: ({ context, search }) => redirectSignedIn(context.queryClient, search.redirect),
  component: function Register() {
    const { parrain } = Route.useParams();
    const navigate = Route.useNavigate();
    return <RegisterPage parrain={parrain} onRegistered={() => void navigate({ to: '/login' })} />;
  },
});
