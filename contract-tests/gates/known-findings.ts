/**
 * Defects the gates found and that are not fixed yet. The fuzzer tolerates an answer matching one of
 * them (and says how often it met it) so that it keeps checking everything else; findings.test.ts
 * replays each as an `it.fails`, which starts failing the day the defect is fixed: then delete the entry.
 */
import type { FuzzRequest } from './requests.ts';

export interface KnownFinding {
  name: string;
  operationId: string;
  /** The exact request that shows it, under /account/api. */
  replay: FuzzRequest;
  /** What the contract wants instead: the statuses a correct answer may have. */
  expected: number[];
  /** Whether a fuzzer's answer is this defect. */
  matches: (request: FuzzRequest, status: number) => boolean;
}

// None known: a new entry goes here with the request that shows it, until the defect is fixed.
export const KNOWN_FINDINGS: KnownFinding[] = [];
