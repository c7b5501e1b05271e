import { defineConfig } from 'orval';

// The web client is generated from the contract alone: TanStack Query hooks through one fetch
// mutator, and zod schemas for forms and for checking answers in the contract tests.
export default defineConfig({
  client: {
    input: { target: '../openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/endpoints',
      schemas: 'src/api/generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      // Header parameters (Idempotency-Key) are the fetcher's to add, from generated/mutation-rules.ts.
      headers: false,
      clean: true,
      override: {
        mutator: { path: 'src/api/fetcher.ts', name: 'apiFetch' },
        fetch: { includeHttpResponseReturnType: false },
        query: { useSuspenseQuery: true },
      },
    },
  },
  zod: {
    input: { target: '../openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
  },
});
