import type { Endpoint, EndpointAnswer, EndpointSpec } from "@edu/shared";

/**
 * Answers generated from the declarations: `fillAnswer(payrollEndpoints.createPayroll, { id: 9, total: 1200 })`
 * gives a complete answer of that endpoint with the fields a test is about as given and every other field a
 * plain value its schema accepts (0, "", false, null, [], an enum's first option…). A test then states only
 * what it reads, and a field the server renames fails `tsc` on the test's patch.
 */

export type DeepPartial<T> = T extends readonly (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** The bits of zod 4's schema internals (`schema._zod.def`) this walks. */
type Def = {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: Schema;
  items?: Schema[];
  getter?: () => Schema;
  defaultValue?: unknown;
};
type Schema = { _zod: { def: Def }; safeParse(value: unknown): { success: boolean } };

const accepts = (schema: Schema, value: unknown) => schema.safeParse(value).success;

/** Plain strings that pass the usual checks (dates, times, emails, links, codes). */
const STRINGS = [
  "",
  "x",
  "2026-01-01",
  "2026-01-01 00:00:00",
  "2026-01-01T00:00:00.000Z",
  "09:00",
  "a@example.com",
  "https://example.com",
  "TWD",
  "TW",
  "1",
];

function sample(schema: Schema): unknown {
  const def = schema._zod.def;
  switch (def.type) {
    case "string":
      return STRINGS.find((value) => accepts(schema, value)) ?? "";
    case "number":
    case "int":
      return [0, 1].find((value) => accepts(schema, value)) ?? 0;
    case "bigint":
      return 0n;
    case "boolean":
      return false;
    case "null":
    case "nullable":
      return null;
    case "undefined":
    case "void":
    case "optional":
    case "unknown":
    case "any":
      return undefined;
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const value = sample(field);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case "set":
      return [];
    // The shortest list of sampled items the schema takes (a form has a section, a question two choices).
    case "array": {
      const item = def.element ? sample(def.element) : undefined;
      const lists = [0, 1, 2, 3, 4].map((length) => Array.from({ length }, () => item));
      return lists.find((list) => accepts(schema, list)) ?? [];
    }
    case "record":
      return {};
    case "tuple":
      return (def.items ?? []).map(sample);
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "literal":
      return def.values?.[0];
    case "default":
    case "prefault":
      return typeof def.defaultValue === "function" ? def.defaultValue() : def.defaultValue;
    case "union":
      return sample((def.options ?? [])[0] as Schema);
    case "pipe":
      return sample(def.in as Schema);
    case "lazy":
      return sample((def.getter as () => Schema)());
    default:
      return def.innerType ? sample(def.innerType) : undefined;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `patch` completed by `schema`: objects field by field, arrays item by item, the rest as given. */
function fill(schema: Schema, patch: unknown): unknown {
  if (patch === undefined) return sample(schema);
  const def = schema._zod.def;
  switch (def.type) {
    case "object": {
      if (!isPlainObject(patch)) return patch;
      const out: Record<string, unknown> = { ...patch };
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const value = fill(field, patch[key]);
        if (value === undefined) delete out[key];
        else out[key] = value;
      }
      return out;
    }
    case "array":
      return Array.isArray(patch) && def.element
        ? patch.map((item) => fill(def.element as Schema, item))
        : patch;
    case "nullable":
    case "optional":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return patch === null ? null : fill(def.innerType as Schema, patch);
    case "pipe":
      return fill(def.in as Schema, patch);
    case "lazy":
      return fill((def.getter as () => Schema)(), patch);
    case "union": {
      const filled = (def.options ?? []).map((option) => fill(option, patch));
      return filled.find((value) => accepts(schema, value)) ?? patch;
    }
    default:
      return patch;
  }
}

/** A complete answer of `endpoint`: `patch` as given, every field it leaves out filled from the schema. */
export function fillAnswer<E extends Endpoint<EndpointSpec>>(
  endpoint: E,
  patch?: DeepPartial<EndpointAnswer<E>>,
): EndpointAnswer<E> {
  return fill(endpoint.response as unknown as Schema, patch) as EndpointAnswer<E>;
}
