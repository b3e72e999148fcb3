// A build-only Vite plugin (ADR 054): in the browser's bundle, each top-level schema of a contract
// module (`const X = z.…`, or built from a helper or another such schema) becomes
// `lazySchema(() => z.…)`, built on first use. The server and the tests import the contract as
// written.
import { fileURLToPath } from "node:url";
import MagicString from "magic-string";
import { type Plugin, parseAst } from "vite";

const CONTRACT_MODULE = /[\\/]contract[\\/][\w-]+\.ts$/;
/**
 * The contract's functions that build a schema (contract/common.ts and its neighbours). A schema
 * built by one not listed here is built on import: `pageOf` and `stepSchemaWith` were, 27 ms of
 * every page's first load here (ADR 067).
 */
const SCHEMA_HELPERS = new Set([
  "lineText",
  "multilineText",
  "boundedInt",
  "pageOf",
  "stepSchemaWith",
]);
const LAZY = fileURLToPath(new URL("../web/lib/lazy-schema.ts", import.meta.url));

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The identifier a chain of calls and member reads starts from: `z` in `z.string().min(1)`. */
function rootOf(node: Node): string | undefined {
  let current: Node | undefined = node;
  while (current) {
    if (current.type === "Identifier") return current.name as string;
    if (current.type === "CallExpression") current = current.callee as Node;
    else if (current.type === "MemberExpression") current = current.object as Node;
    else if (current.type === "TSAsExpression" || current.type === "TSSatisfiesExpression")
      current = current.expression as Node;
    else return undefined;
  }
  return undefined;
}

/** The module's code with each top-level schema built on first use, or undefined if none. */
export function lazyContractSchemas(code: string, id: string): string | undefined {
  const program = parseAst(code, { lang: "ts", sourceType: "module" }, id) as unknown as {
    body: Node[];
  };
  const roots = new Set(["z", ...SCHEMA_HELPERS]);
  // Schemas imported from another contract module are stand-ins too: building on them waits.
  for (const statement of program.body) {
    if (statement.type !== "ImportDeclaration") continue;
    for (const specifier of statement.specifiers as Node[]) {
      const local = (specifier.local as { name: string }).name;
      if (local.endsWith("Schema")) roots.add(local);
    }
  }
  const edits = new MagicString(code);
  let changed = false;
  for (const statement of program.body) {
    const declaration =
      statement.type === "ExportNamedDeclaration"
        ? (statement.declaration as Node | null)
        : statement;
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      const name = (declarator.id as { name?: string }).name;
      if (!init || !name || init.type !== "CallExpression") continue;
      const root = rootOf(init);
      if (!root || !roots.has(root)) continue;
      edits.prependLeft(init.start, "__lazySchema(() => ");
      edits.appendRight(init.end, ")");
      roots.add(name);
      changed = true;
    }
  }
  if (!changed) return undefined;
  edits.prepend(`import { lazySchema as __lazySchema } from ${JSON.stringify(LAZY)};\n`);
  return edits.toString();
}

export const lazyContractPlugin: Plugin = {
  name: "lazy-contract-schemas",
  apply: "build",
  enforce: "pre",
  transform(code, id, options) {
    if (options?.ssr || !CONTRACT_MODULE.test(id)) return undefined;
    const result = lazyContractSchemas(code, id);
    return result === undefined ? undefined : { code: result, map: null };
  },
};
