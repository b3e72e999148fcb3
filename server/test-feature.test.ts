import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  embeddedDatabaseTests,
  featureTestMap,
  knownFeatures,
  ROOT,
  testsOf,
} from "../scripts/test-feature.ts";

/** `npm run test:feature <name>` (scripts/test-feature.ts) finds every feature's tests. */
describe("the tests of each feature", () => {
  it.each(knownFeatures())("%s has at least one test to run", (feature) => {
    const { server, web } = testsOf(feature);
    expect([...server, ...web]).not.toEqual([]);
  });

  it("maps only known features, to test files that exist and that Vitest runs", () => {
    const features = knownFeatures();
    const runs = /^(server|contract|content|tests\/api|web)\/.*\.test\.tsx?$/;
    for (const [feature, files] of Object.entries(featureTestMap())) {
      expect(features, `feature-tests.json: ${feature}`).toContain(feature);
      for (const file of files) {
        expect(existsSync(path.join(ROOT, file)), `feature-tests.json: ${file}`).toBe(true);
        expect(file, "a test file of the server or web Vitest project").toMatch(runs);
      }
    }
  });

  it("reads the embedded database's own tests from test-all.sh", () => {
    expect(embeddedDatabaseTests()).toContain("tests/api/events.test.ts");
  });

  it("gives a test named after a longer feature to that feature alone", () => {
    expect(testsOf("account-data").server).toContain("tests/api/account-data.test.ts");
    expect(testsOf("accounts").server).not.toContain("tests/api/account-data.test.ts");
    expect(testsOf("clubs").server).toContain("tests/api/clubs-languages.test.ts");
  });

  describe("a new feature", () => {
    const root = mkdtempSync(path.join(tmpdir(), "test-feature-"));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (file: string, text = "") => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write("scripts/feature-tests.json", JSON.stringify({ features: {} }));
    write("server/features/rewards/service.ts");
    write("web/features/rewards/components/wallet.tsx");

    it("without tests is a known feature that finds none (the test above then fails)", () => {
      expect(knownFeatures(root)).toEqual(["rewards"]);
      expect(testsOf("rewards", root)).toEqual({ server: [], web: [] });
    });

    it("with tests beside it and in tests/api finds them, in their projects", () => {
      write("server/features/rewards/policy.test.ts");
      write("web/features/rewards/components/wallet.test.tsx");
      write("tests/api/rewards.test.ts");
      write("tests/api/rewards-ledger.test.ts");
      write("tests/api/reward.test.ts");
      expect(testsOf("rewards", root)).toEqual({
        server: [
          "server/features/rewards/policy.test.ts",
          "tests/api/rewards-ledger.test.ts",
          "tests/api/rewards.test.ts",
        ],
        web: ["web/features/rewards/components/wallet.test.tsx"],
      });
    });
  });
});
