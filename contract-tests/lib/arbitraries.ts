/**
 * fast-check arbitraries built from the contract's JSON schemas: values the schema accepts (boundaries
 * included), and values it refuses in one place (a wrong type, a length or a bound just past the limit,
 * a broken pattern or format, a missing or an extra field, a huge or exotic string) so that every layer's
 * refusal is exercised, not only the first one.
 */
import fc from 'fast-check';
import type { JsonSchema } from './schemas.ts';

type Arb = fc.Arbitrary<unknown>;

/** Long enough to cross any maxLength the contract sets, short enough to stay under the 1 MiB body limit. */
export const HUGE_STRING_LENGTH = 100_000;

/** Strings that have broken parsers, loggers and databases before. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202E\u0645\u0631\u062D\u0628\u0627',
  '😀👩‍👩‍👧‍👦',
  'Ω≈ç√∫˜µ≤≥÷',
  '𝕿𝖍𝖊',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '\r\nSet-Cookie: x=1',
  'NaN',
  '-1',
  '1e309',
  'null',
  'true',
];

const types = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** Any string at all, with a bias to the exotic. */
export function anyString(maxLength = 40): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength }) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  );
}

function lengthWithin(min: number, max: number): (value: string) => boolean {
  return (value) => [...value].length >= min && [...value].length <= max;
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = num(schema.minLength) ?? 0;
  const max = num(schema.maxLength) ?? Math.max(min, 64);
  const within = lengthWithin(min, max);
  if (typeof schema.pattern === 'string') {
    // Unanchored patterns match strings with anything around them: keep the length in bounds.
    // Generated without the u flag (fast-check reads the plain syntax); the contract's patterns mean the same either way.
    const pattern = new RegExp(schema.pattern);
    // At its default size fast-check repeats a `+` a dozen times at most: a minLength past that (an address
    // of 14 or more) would make the filter below wait forever. The largest size reaches it.
    return fc
      .oneof(
        fc.stringMatching(pattern, { maxLength: max }),
        fc.stringMatching(pattern, { maxLength: max, size: 'max' }),
      )
      .filter(within);
  }
  if (schema.format === 'email') {
    return fc.emailAddress().filter(within);
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  const capped = Math.min(max, min + 40);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: capped, unit: 'grapheme' }).filter(within) },
    // The boundaries themselves.
    { weight: 1, arbitrary: fc.constant('x'.repeat(min)) },
    { weight: 1, arbitrary: fc.constant('y'.repeat(max)) },
  );
}

function validNumber(schema: JsonSchema, integer: boolean): Arb {
  const min = num(schema.minimum) ?? (num(schema.exclusiveMinimum) ?? -1_000_000) + (integer ? 1 : 0.001);
  const max = num(schema.maximum) ?? (num(schema.exclusiveMaximum) ?? 1_000_000) - (integer ? 1 : 0.001);
  const inner = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 4, arbitrary: inner }, { weight: 1, arbitrary: fc.constantFrom(min, max) });
}

/** A value the schema accepts. */
export function valid(schema: JsonSchema, depth = 0): Arb {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => valid(alternative, depth)));
  const listed = types(schema);
  if (listed.length > 1) return fc.oneof(...listed.map((type) => valid({ ...schema, type }, depth)));
  switch (listed[0]) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = valid((schema.items as JsonSchema | undefined) ?? {}, depth + 1);
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.min(num(schema.maxItems) ?? 5, depth > 1 ? minLength : minLength + 4);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return validObject(schema, depth);
    default:
      // No type: anything JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema, depth: number): Arb {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = (schema.required as string[] | undefined) ?? [];
  const model = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, valid(s, depth + 1)]));
  const maxProperties = num(schema.maxProperties);
  if (maxProperties === 0) return fc.constant({});
  return fc.record(model, { requiredKeys: required.filter((name) => name in properties) });
}

/** A JSON value whose type is none of `excluded`. */
function otherType(excluded: string[]): Arb {
  const all: Record<string, Arb> = {
    string: anyString(),
    integer: fc.integer(),
    number: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    object: fc.dictionary(anyString(10), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  };
  // An integer is a number too.
  const skip = new Set(excluded.includes('number') ? [...excluded, 'integer'] : excluded);
  return fc.oneof(
    ...Object.entries(all)
      .filter(([type]) => !skip.has(type))
      .map(([, arb]) => arb),
  );
}

function invalidString(schema: JsonSchema): Arb[] {
  const out: Arb[] = [fc.constant('z'.repeat(HUGE_STRING_LENGTH))];
  const min = num(schema.minLength);
  const max = num(schema.maxLength);
  if (min !== undefined && min > 0) out.push(fc.constant('a'.repeat(min - 1)));
  if (max !== undefined) out.push(fc.constant('b'.repeat(max + 1)));
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    out.push(anyString().filter((value) => !pattern.test(value)));
  }
  if (schema.format === 'email') out.push(fc.constantFrom('not-an-email', '@example.com', 'a@', 'a b@example.com'));
  if (schema.format === 'date-time') out.push(fc.constantFrom('2026-13-01T00:00:00Z', 'yesterday', '2026-01-01'));
  return out;
}

function invalidNumber(schema: JsonSchema, integer: boolean): Arb[] {
  const out: Arb[] = [fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2)];
  const min = num(schema.minimum);
  const max = num(schema.maximum);
  if (min !== undefined) out.push(fc.constant(integer ? min - 1 : min - 0.5));
  if (max !== undefined) out.push(fc.constant(integer ? max + 1 : max + 0.5));
  if (integer) out.push(fc.constantFrom(0.5, 1.000001));
  // A number sent as text: the body validator must not coerce it.
  out.push(fc.constantFrom('1', '20', '0x10'));
  return out;
}

function invalidObject(schema: JsonSchema, depth: number): Arb[] {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = ((schema.required as string[] | undefined) ?? []).filter((name) => name in properties);
  const base = validObject(schema, depth) as fc.Arbitrary<Record<string, unknown>>;
  const out: Arb[] = [];
  if (required.length > 0) {
    out.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([value, name]) => {
        const { [name]: _removed, ...rest } = value;
        return rest;
      }),
    );
  }
  if (schema.additionalProperties === false || num(schema.maxProperties) === 0) {
    out.push(
      fc
        .tuple(base, anyString(20), fc.jsonValue({ maxDepth: 1 }))
        .filter(([, name]) => !(name in properties))
        .map(([value, name, extra]) => ({ ...value, [name]: extra })),
    );
  }
  const names = Object.keys(properties);
  if (names.length > 0) {
    // One field wrong, the others valid: the refusal must name the right field, not crash on the rest.
    out.push(
      fc.constantFrom(...names).chain((name) =>
        fc.tuple(base, fc.constant(name), invalid(properties[name]!, depth + 1) as Arb).map(([value, key, bad]) => ({
          ...value,
          [key]: bad,
        })),
      ),
    );
  }
  return out;
}

/** A value the schema refuses, wrong in one place. */
export function invalid(schema: JsonSchema, depth = 0): Arb {
  if (Array.isArray(schema.enum)) {
    const allowed = schema.enum as unknown[];
    return fc.oneof(
      anyString().filter((value) => !allowed.includes(value)),
      otherType(types(schema).length ? types(schema) : ['string']),
    );
  }
  const listed = types(schema);
  const candidates: Arb[] = [];
  if (listed.length > 0) candidates.push(otherType(listed));
  if (listed.includes('string')) candidates.push(...invalidString(schema));
  if (listed.includes('integer')) candidates.push(...invalidNumber(schema, true));
  else if (listed.includes('number')) candidates.push(...invalidNumber(schema, false));
  if (listed.includes('array')) {
    const items = (schema.items as JsonSchema | undefined) ?? {};
    const itemArb = valid(items, depth + 1);
    const maxItems = num(schema.maxItems);
    if (maxItems !== undefined)
      candidates.push(fc.array(itemArb, { minLength: maxItems + 1, maxLength: maxItems + 1 }));
    if (depth < 3) candidates.push(fc.tuple(invalid(items, depth + 1)).map(([bad]) => [bad]));
    if (schema.uniqueItems) candidates.push(itemArb.map((item) => [item, item]));
  }
  if (listed.includes('object') && depth < 4) candidates.push(...invalidObject(schema, depth));
  if (candidates.length === 0) {
    // oneOf and untyped schemas: nothing precise to break, so send what no JSON schema of a field expects.
    candidates.push(fc.constant({ unexpected: { nested: [1, 'two'] } }));
  }
  return fc.oneof(...candidates);
}
