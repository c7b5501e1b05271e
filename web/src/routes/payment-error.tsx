import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultPage } from '../features/payment-result/payment-result-page.tsx';

export const Route = createFileRoute('/payment-error')({
  component: function PaymentError() {
    return <PaymentResultPage outcome="error" />;
  },
});
