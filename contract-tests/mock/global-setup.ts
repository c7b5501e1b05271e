/** One Prism mock of openapi.yaml for the whole suite. */
import type { TestProject } from 'vitest/node';
import { startPrismMock } from '../../scripts/lib/processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    prismMockUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prism = await startPrismMock();
  project.provide('prismMockUrl', prism.url);
  return () => prism.stop();
}
