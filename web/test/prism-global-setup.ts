/** One Prism mock of openapi.yaml for the whole run: the web tests talk to the contract, not to fakes. */
import type { TestProject } from 'vitest/node';
import { startPrismMock } from '../../scripts/lib/processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prism = await startPrismMock();
  project.provide('prismUrl', prism.url);
  return () => prism.stop();
}
