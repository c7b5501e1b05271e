/**
 * What a call that is not a GET brings with it, from the contract (generated/mutation-rules.ts): the
 * Idempotency-Key of a money movement, and a refresh of the reads it makes out of date (`x-changes`).
 */
import type * as MutationRules from './generated/mutation-rules.ts';

type Rules = typeof MutationRules;

// Loaded with the first such call: no page's first paint waits for it.
let rules: Promise<Rules> | undefined;

// One key per intended movement: the same call with the same body (a retry after a lost answer or a
// 409) sends the same key, so the platform runs it once; after a success the same body is a new one.
const pendingKeys = new Map<string, string>();

type ChangeListener = (isChanged: (path: string) => boolean) => void;
let onChanged: ChangeListener | undefined;

/** Who refreshes what a call changed, given which read paths it changed: the app's query client. */
export function setChangeListener(listener: ChangeListener | undefined): void {
  onChanged = listener;
}

export interface MutationEffects {
  /** Adds the Idempotency-Key where the contract asks for one and the caller chose none. */
  sign(headers: Headers): void;
  /** After a success: the next call with the same body is another movement, and the changed reads refresh. */
  succeeded(): void;
}

export async function mutationEffects(options: RequestInit, url: string): Promise<MutationEffects | undefined> {
  // A failed load (a deploy replaced the chunk, the network dropped) is tried again by the next call.
  rules ??= import('./generated/mutation-rules.ts').catch((error: unknown) => {
    rules = undefined;
    throw error;
  });
  const { tagReads, mutationRules } = await rules;
  const path = url.split('?')[0]!;
  const rule = mutationRules.find(([method, pattern]) => method === options.method && new RegExp(pattern).test(path));
  if (!rule) return undefined;
  const [, , idempotent, changes] = rule;
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
      if (reads.length === 0 || !onChanged) return;
      const changed = new RegExp(reads.join('|'));
      onChanged((readPath) => changed.test(readPath));
    },
  };
}
