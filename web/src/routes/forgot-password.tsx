import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';

export const Route = createFileRoute('/forgot-password')({
  component: function ForgotPassword() {
    const navigate = Route.useNavigate();
    return <ForgotPasswordPage onSent={() => void navigate({ to: '/email' })} />;
  },
});
