import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for the page's h1 (named `name` when given) to be on screen, and returns it. Found and checked
 * in one retried step: a heading the page re-renders between the two cannot fail the test.
 */
export async function expectPageHeading(name?: string | RegExp): Promise<HTMLElement> {
  let heading: HTMLElement | undefined;
  await waitFor(() => {
    heading = screen.getByRole('heading', { level: 1, ...(name !== undefined && { name }) });
    expect(heading).toBeVisible();
  });
  return heading!;
}
