import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_CODES } from '../../contract/problem-codes';
import { DEMO_OWNER, deskLogIn } from '../provider/support/operators';
import { logIn, signUp, signupPayload } from '../provider/support/shoppers';
import { createTestProvider, type TestProvider } from '../provider/support/test-provider';

/**
 * Issue 8, defect 9: random and hostile values at every route of the provider's own OpenAPI
 * document, in path parameters, query strings and JSON bodies, anonymously and as a logged-in
 * shopper. Whatever comes in, the answer is never a 5xx, and every 4xx is problem JSON.
 */

/**
 * Runs per route: enough to hit each field with hostile values, quick on PGlite. A shopper fuzzes
 * every route outside the desk and an operator every desk route, with full runs; anonymously
 * every route is tried with fewer, since most stop at the sign-in wall before they read input.
 */
const RUNS = 30;
const ANONYMOUS_RUNS = 10;
const IDENTITIES = [
  { identity: 'anonymous', runs: ANONYMOUS_RUNS, fuzzes: () => true },
  { identity: 'shopper', runs: RUNS, fuzzes: (template: string) => !template.startsWith('/api/desk/') },
  { identity: 'operator', runs: RUNS, fuzzes: (template: string) => template.startsWith('/api/desk/') },
] as const;

interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface Parameter { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema: Schema }
interface Operation { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }
interface OpenApiDocument { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } }

const NUL = '\u0000';
/** Strings that broke or could break a handler or the database. */
const HOSTILE_TEXT = [
  '', ' ', NUL, `a${NUL}b`, '\u0001\u001f\u007f', '\u0085\u009f', '\ud800', '\udfff\ud800', '\u202e\u2066', '\ufeff', '\uffff',
  '\r\n', 'line\nbreak', '\t', '%00', '%', '%zz', '0x10', '1e3', '1.5', '-1', '0', '-0', '00', '+5', ' 5', '5 ',
  '2147483647', '2147483648', '-2147483649', '9007199254740993', '99999999999999999999', '1e308', 'NaN', 'Infinity',
  'null', 'true', 'undefined', '[]', '{}', "' OR '1'='1' --", '"; DROP TABLE users; --', '\\', '../../etc/passwd', '/etc/passwd',
  '<script>alert(1)</script>', '${7*7}', '{{7*7}}', '__proto__', 'constructor', '😀'.repeat(300), '阮'.repeat(3000), 'x'.repeat(10_001),
  'a@b', 'admin@example.com', 'demo@example.com', `user${NUL}@example.com`, 'https://item.taobao.com/item.htm?id=1', `https://item.taobao.com/item.htm?id=1${NUL}`,
];
const HOSTILE_NUMBERS = [
  0, -0, -1, 1, 1.5, -1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324,
];

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(true, false, null),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** Wrong shapes where a scalar goes, and scalars where a structure goes. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.constantFrom([], [5], ['5'], {}, { value: 5 }, [[]], { __proto__: { admin: true } }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

function resolve(schema: Schema, doc: OpenApiDocument): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = doc.components?.schemas?.[name];
  if (!target) throw new Error(`Unresolved ${schema.$ref}`);
  return resolve(target, doc);
}

/** A string the schema's pattern accepts, when fast-check can read the pattern. */
function matchingString(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

/** A value the schema describes (so the request gets past validation into the handler). */
function plausible(raw: Schema, doc: OpenApiDocument): fc.Arbitrary<unknown> {
  const schema = resolve(raw, doc);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => plausible(alternative, doc)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -(2 ** 31);
      const max = schema.maximum ?? 2 ** 31 - 1;
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, Math.min(min + 1, max), max));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? plausible(schema.items, doc) : hostileValue, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
      return plausibleObject(schema, doc);
    default: {
      if (schema.format === 'email' || schema.maxLength === 254) return fc.emailAddress();
      const fromPattern = schema.pattern ? matchingString(schema.pattern) : null;
      if (fromPattern) return fromPattern;
      return fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    }
  }
}

function plausibleObject(schema: Schema, doc: OpenApiDocument): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) record[name] = field(property, doc);
  const required = (schema.required ?? []).filter((name) => name in properties);
  return fc.record(record, { requiredKeys: required });
}

// NUL most often: PostgreSQL refuses it in text, the others it would store.
const controlCharacter = fc.oneof(fc.constant(NUL), fc.constantFrom('\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u009b', '\ud800', '\n', '\r'));

/** A plausible value pushed just out of bounds: a control character slipped in, one past a limit, a huge number. */
function nearMiss(raw: Schema, doc: OpenApiDocument): fc.Arbitrary<unknown> {
  const schema = resolve(raw, doc);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') {
    const edges = [2 ** 31, 2 ** 63, 1e15, -(2 ** 31) - 1, 0.5, -1];
    if (schema.maximum !== undefined) edges.push(schema.maximum + 1, schema.maximum + 0.5);
    if (schema.minimum !== undefined) edges.push(schema.minimum - 1);
    return fc.constantFrom(...edges);
  }
  if (type === 'string' && !schema.enum) {
    return fc.tuple(plausible(schema, doc).map(String), controlCharacter, fc.nat()).map(([text, control, at]) => {
      const index = text.length === 0 ? 0 : at % (text.length + 1);
      return `${text.slice(0, index)}${control}${text.slice(index)}`;
    });
  }
  return hostileValue;
}

/** Plausible, just out of bounds, or hostile: each field of each request draws one. */
const field = (schema: Schema, doc: OpenApiDocument): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 3, arbitrary: plausible(schema, doc) }, { weight: 2, arbitrary: nearMiss(schema, doc) }, { weight: 2, arbitrary: hostileValue });

/** What a value looks like in a path segment or a query string. */
/** JSON.stringify answers undefined for undefined and functions, though its type says string. */
const stringified = (value: unknown): string | undefined => JSON.stringify(value);
const asText = (value: unknown): string => (typeof value === 'string' ? value : stringified(value) ?? '');

/** A path segment; a lone surrogate, which has no UTF-8, goes as the invalid bytes an attacker would send. */
const pathSegment = (text: string): string =>
  text.split(/(\p{Cs})/u).map((part) => (/\p{Cs}/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part))).join('');

interface FuzzRequest { path: string; query: [string, string][]; body?: string; form?: [string, string | Uint8Array][] }

/** An optional field mostly left out, so that its own random value rarely hides the target's answer. */
const mostlyAbsent = <T>(value: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value });

/**
 * Requests to one operation. Most runs aim at one slot (a path parameter, a query parameter, a
 * body field or the body as a whole) and keep every other slot plausible, so that the hostile
 * value is not hidden behind another field's 400; the rest draw every slot at random.
 */
function requestArbitrary(method: string, template: string, operation: Operation, doc: OpenApiDocument): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  const formSchema = operation.requestBody?.content['multipart/form-data']?.schema;
  const bodyProperties = Object.entries((jsonSchema && resolve(jsonSchema, doc).properties) ?? {});
  const formProperties = Object.entries((formSchema && resolve(formSchema, doc).properties) ?? {});
  const slots = [
    ...parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query').map((parameter) => `${parameter.in}.${parameter.name}`),
    ...(jsonSchema ? ['body', ...bodyProperties.map(([name]) => `body.${name}`)] : []),
    ...formProperties.map(([name]) => `form.${name}`),
  ];

  const build = (target: string | null) => {
    /** The target slot is out of bounds or hostile, the others plausible; without a target every slot is drawn at random. */
    const slot = (name: string, schema: Schema) => {
      if (target === null) return field(schema, doc);
      return name === target ? fc.oneof(nearMiss(schema, doc), hostileValue) : plausible(schema, doc);
    };
    const pathValues = fc.tuple(...pathParameters.map((parameter) => slot(`path.${parameter.name}`, parameter.schema)));
    const queryValues = fc.tuple(...queryParameters.map((parameter) => {
      const name = `query.${parameter.name}`;
      if (name === target) {
        // One hostile value, or the key repeated (an array in a query string).
        return fc.oneof(slot(name, parameter.schema), fc.array(slot(name, parameter.schema), { minLength: 2, maxLength: 3 }).map((values) => ({ repeated: values })));
      }
      return parameter.required ? slot(name, parameter.schema) : mostlyAbsent(slot(name, parameter.schema));
    }));

    let body: fc.Arbitrary<string | undefined> = fc.constant(undefined);
    if (jsonSchema && target === 'body') {
      body = fc.oneof(
        hostileValue.map((value) => stringified(value) ?? 'null'),
        fc.constantFrom('', '{', '{"a":', '[', 'nul', `"${NUL}"`, '{"__proto__":{"admin":true}}', '1e999', '{}{}'),
      );
    } else if (jsonSchema) {
      const required = new Set(resolve(jsonSchema, doc).required ?? []);
      const record = Object.fromEntries(bodyProperties.map(([name, property]) => {
        const value = slot(`body.${name}`, property);
        return [name, required.has(name) || `body.${name}` === target ? value : mostlyAbsent(value)];
      }));
      // JSON.stringify leaves the absent (undefined) fields out.
      body = fc.record(record).map((value) => JSON.stringify(value));
    } else if (method !== 'get' && !formSchema) {
      body = fc.option(hostileValue.map((value) => stringified(value) ?? 'null'), { nil: undefined });
    }

    // A form's fields as text, its binary fields as random bytes.
    const form: fc.Arbitrary<[string, string | Uint8Array][] | undefined> = formSchema
      ? fc.tuple(...formProperties.map(([name, property]) =>
        fc.option(property.format === 'binary'
          ? fc.uint8Array({ maxLength: 2048 }).map((bytes): [string, string | Uint8Array] => [name, bytes])
          : slot(`form.${name}`, property).map((value): [string, string | Uint8Array] => [name, asText(value)]), { nil: undefined })))
        .map((fields) => fields.filter((entry) => entry !== undefined))
      : fc.constant(undefined);

    return fc.tuple(pathValues, queryValues, body, form).map(([pathValue, queryValue, json, formFields]): FuzzRequest => {
      let path = template;
      pathParameters.forEach((parameter, index) => {
        path = path.replace(`{${parameter.name}}`, pathSegment(asText(pathValue[index])));
      });
      const query: [string, string][] = [];
      queryParameters.forEach((parameter, index) => {
        const value = queryValue[index];
        if (value === undefined) return;
        const values = typeof value === 'object' && value !== null && 'repeated' in value ? (value.repeated as unknown[]) : [value];
        for (const one of values) query.push([parameter.name, asText(one)]);
      });
      return { path, query, ...(json === undefined ? {} : { body: json }), ...(formFields === undefined ? {} : { form: formFields }) };
    });
  };

  const random = build(null);
  if (slots.length === 0) return random;
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...slots).chain(build) }, { weight: 1, arbitrary: random });
}

let provider: TestProvider;
let doc: OpenApiDocument;
const SHOPPER = { email: 'fuzz@example.com', password: signupPayload('fuzz@example.com').loginPassword };

beforeAll(async () => {
  // The demo mailbox is on so that its route is in the document and fuzzed too.
  provider = await createTestProvider({ env: { DEMO: '1' } });
  await signUp(provider, SHOPPER.email);
  doc = (await (await provider.rawRequest('GET', '/openapi.json')).json()) as OpenApiDocument;
});
afterAll(() => provider.close());

/** A fresh session per route (a shopper's, or the demo desk owner's), so that a fuzzed logout or password change cannot spoil the next route. */
async function freshToken(identity: 'shopper' | 'operator'): Promise<string> {
  // Past any lockout the fuzzed login route may have earned the test's client address.
  provider.clock.advance(60 * 60_000);
  if (identity === 'operator') return (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
  return (await logIn(provider, SHOPPER.email, SHOPPER.password)).token;
}

async function send(method: string, request: FuzzRequest, token: string | undefined): Promise<void> {
  const search = new URLSearchParams(request.query).toString();
  const url = `${request.path.replace(/^\/api/, '')}${search ? `?${search}` : ''}`;
  const headers: Record<string, string> = request.body === undefined ? {} : { 'Content-Type': 'application/json' };
  if (token) headers['Authorization'] = `Bearer ${token}`;
  headers['X-Tenant-Id'] = 'default';
  let body: BodyInit | null = request.body ?? null;
  if (request.form) {
    const form = new FormData();
    for (const [name, value] of request.form) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([new Uint8Array(value)]), 'photo.jpg');
    }
    body = form;
  }
  const response = await provider.app.request(`/api${url}`, { method: method.toUpperCase(), headers, body });
  // An event stream never ends by itself: its head is what is checked, then it is let go.
  if (response.headers.get('Content-Type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    expect(response.status, `${method.toUpperCase()} /api${url}`).toBe(200);
    return;
  }
  const text = await response.text();
  const where = `${method.toUpperCase()} /api${url} body=${request.body?.slice(0, 300)} → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, where).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.headers.get('Content-Type'), where).toBe('application/problem+json');
    const problem = JSON.parse(text) as Record<string, unknown>;
    expect(problem, where).toMatchObject({ type: expect.any(String), title: expect.any(String), status: response.status });
    expect(PROBLEM_CODES, where).toContain(problem['code']);
  }
}

describe('every route of the OpenAPI document, fuzzed', () => {
  it('lists the routes it fuzzes', () => {
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(operations.length).toBeGreaterThan(50);
    expect(Object.keys(doc.paths)).toContain('/api/dev/mailbox');
  });

  for (const { identity, runs, fuzzes } of IDENTITIES) {
    it(`answers hostile input with 4xx problem JSON, never 5xx (${identity})`, async () => {
      // Every route is fuzzed even after one fails, so that one run lists them all (each with its shrunk counterexample).
      const failures: string[] = [];
      const templates = Object.keys(doc.paths).filter(fuzzes);
      expect(templates.length).toBeGreaterThan(20);
      for (const template of templates) {
        for (const [method, operation] of Object.entries(doc.paths[template]!)) {
          const token = identity === 'anonymous' ? undefined : await freshToken(identity);
          const details = await fc.check(
            fc.asyncProperty(requestArbitrary(method, template, operation, doc), (request) => send(method, request, token)),
            { numRuns: runs },
          );
          if (details.failed) failures.push(`${method.toUpperCase()} ${template} (seed ${details.seed}): ${String(details.errorInstance).split('\n')[0]}`);
        }
      }
      expect(failures).toEqual([]);
    }, 300_000);
  }
});
