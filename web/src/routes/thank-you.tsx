import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultPage } from '../features/payment-result/payment-result-page.tsx';

export const Route = createFileRoute('/thank-you')({
  component: function ThankYou() {
    return <PaymentResultPage outcome="success" />;
  },
});
