/**
 * Every operation of the contract, called through the GENERATED web client (the plain function orval
 * writes per operationId, through the one fetch mutator) against Prism's mock, with a request built
 * from the contract's examples; the answer must parse with the generated zod schema. A drift between
 * openapi.yaml, the generated client and its schemas fails here.
 */
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { acceptFor, operations, pascalCase, securityHeaders, spec, type ContractOperation } from '../lib/contract.ts';
import { repoRoot } from '../../scripts/lib/processes.ts';

type Module = Record<string, unknown>;
interface ZodLike {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: unknown[] } };
}

const apiDir = join(repoRoot, 'web', 'src', 'api');
// Computed paths keep the web's bundler-style sources out of this workspace's typecheck; vite resolves them.
const importWeb = (relative: string): Promise<Module> => import(/* @vite-ignore */ join(apiDir, relative));

const fetcher = await importWeb('fetcher.ts');
(fetcher.setApiBase as (base: string) => void)(inject('prismMockUrl'));

/**
 * orval's argument order: path parameters, body, query, then the fetch options. Header parameters
 * (Idempotency-Key) are the fetcher's to add, which Prism checks here against the contract.
 */
function argumentsFor(operation: ContractOperation): unknown[] {
  const request = operation.exampleRequest();
  return [...request.pathParams, ...(request.hasBody ? [request.body] : []), ...(request.query ? [request.query] : [])];
}

/** The first example of the success answer, when it is not JSON (a CSV export): what Prism answers. */
function successExample(operation: ContractOperation): string {
  const path = (spec.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[operation.path]!;
  const answer = path[operation.method.toLowerCase()]!.responses[operation.success.status] as {
    content: Record<string, { examples?: Record<string, { $ref?: string; value?: unknown }> }>;
  };
  const example = Object.values(answer.content[operation.success.media!]!.examples ?? {})[0];
  const ref = example?.$ref?.split('/').pop();
  const value = ref
    ? (spec.components as { examples: Record<string, { value: unknown }> }).examples[ref]!.value
    : example?.value;
  if (typeof value !== 'string') throw new Error(`${operation.operationId}: no text example of its success answer`);
  return value;
}

describe('generated web client against the Prism mock', () => {
  it('finds operations in openapi.yaml', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  for (const operation of operations) {
    it(`${operation.operationId}: ${operation.method} ${operation.path}`, async () => {
      const endpoints = await importWeb(`generated/endpoints/${operation.tag}/${operation.tag}.ts`);
      const call = endpoints[operation.operationId];
      expect(
        typeof call,
        `web/src/api/generated/endpoints/${operation.tag} has no function ${operation.operationId}: run npm run generate`,
      ).toBe('function');
      const fn = call as (...args: unknown[]) => Promise<unknown>;
      const args = argumentsFor(operation);
      // The generated function takes path params, body, query, then the fetch options: a
      // different count means this table and the generator disagree about the operation's shape.
      expect(fn.length, `${operation.operationId} takes ${fn.length} arguments, expected ${args.length + 1}`).toBe(
        args.length + 1,
      );

      const opensAsFile =
        operation.success.media !== null && /^(image\/|application\/pdf$)/.test(operation.success.media);
      // A file is asked for as a browser's <img> or link would; the app's own calls want JSON or CSV.
      const accept = opensAsFile ? { accept: acceptFor(operation) } : {};
      const answer = await fn(...args, { headers: { ...securityHeaders(operation, {}), ...accept } });

      if (operation.success.media === null) {
        expect(answer).toBeUndefined();
        return;
      }
      if (opensAsFile) {
        // A file (a photo, a document): the web opens it by its address; the client only has to get an answer.
        expect(answer, `${operation.operationId} should give the file`).toBeDefined();
        return;
      }
      if (!operation.success.json) {
        // A text answer (CSV export) reaches the caller as the text Prism served from the example.
        expect(answer, `${operation.operationId} should give the ${operation.success.media} text`).toBe(
          successExample(operation),
        );
        return;
      }
      const schemas = await importWeb(`generated/zod/${operation.tag}/${operation.tag}.zod.ts`);
      const schemaName = `${pascalCase(operation.operationId)}Response`;
      const schema = schemas[schemaName] as ZodLike | undefined;
      expect(schema, `no zod schema ${schemaName} in web/src/api/generated/zod/${operation.tag}`).toBeDefined();
      const parsed = schema!.safeParse(answer);
      expect(parsed.success, `${schemaName} rejects the answer: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    });
  }
});
