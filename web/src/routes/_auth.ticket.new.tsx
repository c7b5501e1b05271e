import { createFileRoute } from '@tanstack/react-router';

// Declared by the product without a page: the address exists and shows nothing inside the shell.
export const Route = createFileRoute('/_auth/ticket/new')({});
