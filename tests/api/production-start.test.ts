import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMPILED_SERVER, PRODUCTION_NODE_OPTIONS } from "../../bench/api.ts";

/**
 * Production starts the compiled app one way (ADR 049), and the benchmark measures it that way:
 * the Dockerfile's CMD, `npm start`, `npm run serve` and the container check name the same Node
 * flags as the bench's `PRODUCTION_NODE_OPTIONS`.
 */
const command = ["node", ...PRODUCTION_NODE_OPTIONS, COMPILED_SERVER];
const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");

describe("how production starts the app", () => {
  it("the Dockerfile's CMD", () => {
    expect(read("Dockerfile")).toContain(`CMD ${JSON.stringify(command).replaceAll(",", ", ")}`);
  });

  it("npm start and npm run serve", () => {
    const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
    expect(scripts.start).toContain(command.join(" "));
    expect(scripts.serve).toBe(command.join(" "));
  });

  it("the container check", () => {
    expect(read("scripts/container-steps.sh")).toContain(`${command.join(" ")} >`);
  });
});
