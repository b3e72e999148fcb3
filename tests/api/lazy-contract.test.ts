// The browser build's lazy contract (ADR 054, scripts/vite-lazy-contract.ts, web/lib/lazy-schema.ts):
// every contract module, rewritten as the build rewrites it, exports schemas that describe exactly
// what the module as written describes, and builds each only when it is first read.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { lazyContractSchemas } from "../../scripts/vite-lazy-contract.ts";
import { lazySchema } from "../../web/lib/lazy-schema.ts";

const root = path.resolve(import.meta.dirname, "../..");
const rewritten = path.join(root, ".tmp", `lazy-contract-${process.pid}`, "contract");
const modules = readdirSync(path.join(root, "contract")).filter(
  (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
);

afterAll(() => rmSync(path.dirname(rewritten), { recursive: true, force: true }));

/**
 * A schema as a tree of plain values: its definition, each child schema in turn (a stand-in and
 * the schema it builds read the same), functions (refinements, transforms) by their source.
 */
function described(schema: unknown, seen = new Map<object, number>()): unknown {
  // The test's own module loader numbers imports; the rewritten module has one more.
  if (typeof schema === "function")
    return `fn ${schema.toString().replace(/__vite_ssr_import_\d+__/g, "import")}`;
  if (schema === null || typeof schema !== "object") return schema;
  if (schema instanceof RegExp) return `re ${schema}`;
  if (Array.isArray(schema)) return schema.map((item) => described(item, seen));
  const internals = (schema as { _zod?: { def: Record<string, unknown> } })._zod;
  if (internals) {
    // A recursive schema names the schema it came back to by the order it was first met.
    const known = seen.get(internals);
    if (known !== undefined) return `schema #${known}`;
    seen.set(internals, seen.size);
    return { schema: described(internals.def, seen) };
  }
  return Object.fromEntries(
    Object.keys(schema)
      .sort()
      .map((key) => [key, described((schema as Record<string, unknown>)[key], seen)]),
  );
}

describe("the browser's lazy contract", () => {
  it("exports, from every module, schemas that describe what the module as written does", async () => {
    mkdirSync(rewritten, { recursive: true });
    let rewrittenModules = 0;
    for (const file of modules) {
      const source = readFileSync(path.join(root, "contract", file), "utf8");
      const lazy = lazyContractSchemas(source, path.join(root, "contract", file));
      if (lazy !== undefined) rewrittenModules++;
      writeFileSync(path.join(rewritten, file), lazy ?? source);
    }
    expect(rewrittenModules).toBeGreaterThan(30);

    let schemas = 0;
    for (const file of modules) {
      const written = (await import(path.join(root, "contract", file))) as Record<string, unknown>;
      const lazy = (await import(path.join(rewritten, file))) as Record<string, unknown>;
      expect(Object.keys(lazy).sort(), file).toEqual(Object.keys(written).sort());
      for (const [name, value] of Object.entries(written)) {
        if (!(value instanceof z.ZodType)) {
          // Constants, lists and functions are the module's own, untouched.
          if (typeof value !== "function") expect(lazy[name], `${file} ${name}`).toEqual(value);
          continue;
        }
        const stand = lazy[name] as z.ZodType;
        expect(stand instanceof z.ZodType, `${file} ${name}`).toBe(true);
        expect(described(stand), `${file} ${name}`).toEqual(described(value));
        schemas++;
      }
    }
    expect(schemas).toBeGreaterThan(300);
  });

  it("parses, refines and transforms as the schema it stands for", async () => {
    const { lineText } = await import("../../contract/common.ts");
    const Name = lazySchema(() => lineText().min(1, "Enter a name.").max(10));
    const Form = lazySchema(() =>
      z.object({ name: Name, tags: z.array(Name).max(2).default([]) }).strict(),
    );
    expect(Form.parse({ name: "  Ａbc " })).toEqual({ name: "Abc", tags: [] });
    const refused = Form.safeParse({ name: "a\u202eb", tags: ["x", "y", "z"], extra: 1 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["name", "tags", ""]),
    );
    expect(Name.optional().parse(undefined)).toBeUndefined();
    expect(Form.shape.name).toBe(Name);
  });

  it("builds a schema once, on first read, and never before", () => {
    let builds = 0;
    const Late = lazySchema(() => {
      builds++;
      return z.string().min(2);
    });
    const Parent = lazySchema(() => z.object({ late: Late }));
    expect(builds).toBe(0);
    expect(Parent.safeParse({ late: "a" }).success).toBe(false);
    expect(Parent.parse({ late: "ab" })).toEqual({ late: "ab" });
    expect(Late.parse("abc")).toBe("abc");
    expect(builds).toBe(1);
  });

  it("rewrites schemas built from zod, the contract's helpers and other schemas, nothing else", () => {
    const source = [
      'import { z } from "zod";',
      'import { lineText, OtherSchema, LIMITS, pageOf } from "./common.ts";',
      "export const LIMIT = 10;",
      "export const NAMES = Object.freeze(['a']);",
      "const part = lineText().max(LIMIT);",
      "export const ThingSchema = z.object({ part });",
      "export const MoreSchema = ThingSchema.extend({ other: OtherSchema });",
      "export const FromOther = OtherSchema.optional();",
      "export const ThingPageSchema = pageOf(ThingSchema);",
      "export const Sizes = LIMITS.map((limit) => limit * 2);",
      "export function helper() { return z.string(); }",
    ].join("\n");
    const out = lazyContractSchemas(source, "/x/contract/thing.ts") ?? "";
    for (const name of ["part", "ThingSchema", "MoreSchema", "FromOther", "ThingPageSchema"])
      expect(out).toMatch(new RegExp(`const ${name} = __lazySchema\\(\\(\\) => `));
    for (const name of ["LIMIT", "NAMES", "Sizes"])
      expect(out).not.toMatch(new RegExp(`const ${name} = __lazySchema`));
    expect(out).toContain("export function helper() { return z.string(); }");
    expect(lazyContractSchemas("export const A = 1;", "/x/contract/a.ts")).toBeUndefined();
  });
});
