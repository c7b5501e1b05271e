/**
 * What a call that is not a GET brings with it, from the contract (generated/mutation-rules.ts): the
 * Idempotency-Key of a money movement, the reads it makes out of date (`x-changes`), and the step-up a
 * sensitive one may ask for first. The fetcher loads this module with the first such call, so no page's
 * first paint waits for it.
 */
import { mutationRules, tagReads } from './generated/mutation-rules.ts';
import { steppedUp } from './step-up.ts';

// One key per intended movement: the same call with the same body (a retry after a lost answer or a
// 409) sends the same key, so the platform runs it once; after a success the same body is a new one.
const pendingKeys = new Map<string, string>();

export interface MutationEffects {
  /** Adds the Idempotency-Key where the contract asks for one and the caller chose none. */
  sign(headers: Headers): void;
  /** After a success: the next call with the same body is another movement; says which read paths changed. */
  succeeded(): ((readPath: string) => boolean) | undefined;
  /** After a refusal: whether to send the call again, once (the user stepped up when it asked for it). */
  sendAgain(status: number, text: string): Promise<boolean>;
}

// Each rule's path pattern compiled once, with the module, not on every call.
const rules = mutationRules.map(([method, pattern, idempotent, changes]) => ({
  method,
  path: new RegExp(pattern),
  idempotent,
  changes,
}));

export function mutationEffects(options: RequestInit, url: string): MutationEffects | undefined {
  const path = url.split('?')[0]!;
  const rule = rules.find((candidate) => candidate.method === options.method && candidate.path.test(path));
  if (!rule) return undefined;
  const { idempotent, changes } = rule;
  const call = `${options.method} ${url}\n${typeof options.body === 'string' ? options.body : ''}`;
  const reads = changes.flatMap((tag) => tagReads[tag] ?? []);
  return {
    sign(headers) {
      if (!idempotent || headers.has('Idempotency-Key')) return;
      const key = pendingKeys.get(call) ?? crypto.randomUUID();
      pendingKeys.set(call, key);
      headers.set('Idempotency-Key', key);
    },
    succeeded() {
      pendingKeys.delete(call);
      if (reads.length === 0) return undefined;
      const changed = new RegExp(reads.join('|'));
      return (readPath) => changed.test(readPath);
    },
    // The same key again: the platform keeps no answer of a step-up refusal.
    sendAgain: (status, text) => (status === 403 ? steppedUp(text) : Promise.resolve(false)),
  };
}
