/**
 * Every route's validateSearch: the address (`?status=sent&from=2026-11-01`) checked against the
 * contract's schemas of the operation's parameters, taken from api/generated/parameters.ts. No schema
 * library: validateSearch sits in the entry chunk that every page waits for, and zod alone would weigh
 * more there than this whole file. It knows the keywords the contract's parameters use: type (string,
 * integer), enum, pattern, minLength, maxLength, format date, minimum, maximum, default.
 *
 * A value the schema refuses is dropped, never sent.
 */

export interface ParameterSchema {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly default?: unknown;
}

/** What a schema accepts: one of its enum, a number for an integer, else text. */
export type ParameterValue<S extends ParameterSchema> = S extends { enum: readonly (infer E)[] }
  ? E
  : S extends { type: 'integer' }
    ? number
    : string;

const patterns = new WeakMap<ParameterSchema, RegExp>();
function patternOf(schema: ParameterSchema & { pattern: string }): RegExp {
  let pattern = patterns.get(schema);
  if (!pattern) {
    pattern = new RegExp(schema.pattern, 'u');
    patterns.set(schema, pattern);
  }
  return pattern;
}

/** A calendar day, `YYYY-MM-DD` (`format: date`): 2026-02-30 is not one. */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function acceptsInteger(schema: ParameterSchema, value: unknown): number | undefined {
  if (typeof value !== 'number' && (typeof value !== 'string' || value.trim() === '')) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) return undefined;
  if (schema.minimum !== undefined && number < schema.minimum) return undefined;
  if (schema.maximum !== undefined && number > schema.maximum) return undefined;
  return number;
}

function acceptsText(schema: ParameterSchema, value: unknown): string | undefined {
  // The router reads `?q=12` as the number 12: a text parameter gets it back as text.
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (text === '') return undefined;
  // JSON Schema counts characters as code points.
  const length = [...text].length;
  if (schema.minLength !== undefined && length < schema.minLength) return undefined;
  if (schema.maxLength !== undefined && length > schema.maxLength) return undefined;
  if (schema.enum && !schema.enum.includes(text)) return undefined;
  if (schema.pattern !== undefined && !patternOf(schema as ParameterSchema & { pattern: string }).test(text))
    return undefined;
  if (schema.format === 'date' && !isDay(text)) return undefined;
  return text;
}

/** The value when the parameter's schema accepts it, else `undefined`. */
export function accepted<S extends ParameterSchema>(schema: S, value: unknown): ParameterValue<S> | undefined {
  if (value === undefined) return undefined;
  const result = schema.type === 'integer' ? acceptsInteger(schema, value) : acceptsText(schema, value);
  return result as ParameterValue<S> | undefined;
}

/** An operation's parameters, as parameters.ts has them (`listDepositsQuery`). */
export type OperationParameters = Readonly<Record<string, ParameterSchema>>;

/** What the address may hold of an operation's parameters: each, the page size aside, or nothing. */
export type SearchOf<P extends OperationParameters> = {
  -readonly [K in Exclude<keyof P, 'pageSize'>]?: ParameterValue<P[K]>;
};

type Flat<T> = { [K in keyof T]: T[K] };

/** What a route's validateSearch gives: the values it keeps are always there, its defaults may be `all`. */
export type Search<P extends OperationParameters, Keep extends keyof SearchOf<P>, Own extends keyof SearchOf<P>> = Flat<
  Omit<SearchOf<P>, Keep | Own> & Required<Pick<SearchOf<P>, Keep>> & { [K in Own]?: SearchOf<P>[K] | 'all' }
>;

/**
 * A route's validateSearch for the operation its page lists (`searchOf(listDepositsQuery)`): each
 * parameter the contract accepts but the page size, which is the page's. A value equal to its default
 * (the contract's, or the route's) needs no place in the address and is left out.
 * `keep`: values the search always holds, these when the address has none or a wrong one (`{ page: 1 }`).
 * `defaults`: the route's own where the contract has none (`{ status: 'pending' }`); `all` lifts one.
 */
export function searchOf<
  P extends OperationParameters,
  Keep extends keyof SearchOf<P> = never,
  Own extends keyof SearchOf<P> = never,
>(
  parameters: P,
  { keep, defaults }: { keep?: Required<Pick<SearchOf<P>, Keep>>; defaults?: Required<Pick<SearchOf<P>, Own>> } = {},
): (search: Record<string, unknown>) => Search<NoInfer<P>, NoInfer<Keep>, NoInfer<Own>> {
  const kept: Record<string, unknown> = keep ?? {};
  const own: Record<string, unknown> = defaults ?? {};
  return (search) => {
    const values: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(parameters)) {
      if (key === 'pageSize') continue;
      const value = key in own && search[key] === 'all' ? 'all' : accepted(schema, search[key]);
      if (key in kept) values[key] = value ?? kept[key];
      else if (value !== undefined && value !== (key in own ? own[key] : schema.default)) values[key] = value;
    }
    return values as never;
  };
}

/** The same values without the keys that hold nothing, so the address shows only what filters. */
export function withoutEmpty<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '')) as T;
}
