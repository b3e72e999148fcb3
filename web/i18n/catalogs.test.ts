// The catalog check (ADR 020): every catalog complete in every language, no message unused.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../contract/locales.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE_FOLDERS = ["web", "server", "contract", "content", "scripts"];

function walk(folder: string, found: string[] = []): string[] {
  for (const name of readdirSync(folder)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) walk(full, found);
    else found.push(full);
  }
  return found;
}

const files = SOURCE_FOLDERS.flatMap((folder) => walk(path.join(ROOT, folder)));
/** Catalogs by their English file: `…/messages.en.json`, `contract/messages/auth.en.json`. */
const englishCatalogs = files.filter((file) =>
  /([\\/]messages\.en\.json|[\\/]contract[\\/]messages[\\/][\w-]+\.en\.json)$/.test(file),
);
const sources = files
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith(".test.ts"))
  .map((file) => readFileSync(file, "utf8"));
const allSource = sources.join("\n");

const read = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
const relative = (file: string) => path.relative(ROOT, file);

/** The argument names of an ICU message (`{name}`, `{count, plural, …}`), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: ReturnType<typeof compileMessageOrThrow>) => {
    for (const token of tokens) {
      if (typeof token === "string") continue;
      const [name, , format] = token;
      if (name !== "#") names.add(name);
      if (format && typeof format === "object" && !Array.isArray(format)) {
        for (const [key, choice] of Object.entries(format))
          if (key !== "offset" && Array.isArray(choice)) visit(choice);
      }
    }
  };
  visit(compileMessageOrThrow(message));
  return [...names].sort();
}

describe("message catalogs", () => {
  it("exist: the shell's at least", () => {
    expect(englishCatalogs.map(relative)).toContain(path.join("web", "app", "messages.en.json"));
  });

  for (const englishFile of englishCatalogs) {
    const name = relative(englishFile);
    describe(name, () => {
      const english = read(englishFile);
      const isContract = name.startsWith(`contract${path.sep}`);

      for (const locale of LOCALES) {
        const file = englishFile.replace(/\.en\.json$/, `.${locale}.json`);
        it(`${locale}: has every message and no other, in valid ICU with the same arguments`, () => {
          const catalog = read(file);
          expect(Object.keys(catalog).sort(), `${relative(file)} keys`).toEqual(
            Object.keys(english).sort(),
          );
          for (const [id, message] of Object.entries(catalog)) {
            expect(message.trim(), `${relative(file)}: ${id} is empty`).not.toBe("");
            expect(argumentsOf(message), `${relative(file)}: ${id} arguments`).toEqual(
              argumentsOf(english[id] ?? ""),
            );
          }
        });
      }

      it("has no unused message: each id appears, quoted, in the source", () => {
        const unused = Object.keys(english).filter(
          (id) => ![`"${id}"`, `'${id}'`, `\`${id}\``].some((quoted) => allSource.includes(quoted)),
        );
        expect(unused, `unused ids in ${name}`).toEqual([]);
      });

      if (isContract) {
        it("keys the contract's English texts by themselves", () => {
          for (const [id, message] of Object.entries(english)) expect(message).toBe(id);
        });
      }
    });
  }
});
