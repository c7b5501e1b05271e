import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/use-auth.ts';
import { LandingPage } from '../features/landing/landing-page.tsx';

export const Route = createFileRoute('/')({
  component: function Landing() {
    const { isAuthenticated } = useAuth();
    return <LandingPage signedIn={isAuthenticated} />;
  },
});
