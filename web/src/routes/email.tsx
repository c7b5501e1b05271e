import { createFileRoute } from '@tanstack/react-router';
import { EmailSentPage } from '../features/auth/email-sent-page.tsx';

export const Route = createFileRoute('/email')({
  component: EmailSentPage,
});
