import { defineConfig } from "vitest/config";
import { catalogsPlugin } from "./scripts/vite-catalogs.ts";

export default defineConfig({
  // The message catalogs compiled as in the build (ADR 020).
  plugins: [catalogsPlugin()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: [
            "server/**/*.test.ts",
            "contract/**/*.test.ts",
            "content/**/*.test.ts",
            "tests/api/**/*.test.ts",
          ],
          environment: "node",
          pool: "forks",
          // One module graph per worker, not per file: importing the whole server afresh for each
          // of ~165 files was ~250 s of the suite's CPU (ADR 051). Tests build their own app and
          // database; nothing is mocked. VITEST_ISOLATE=1 isolates each file again, to tell
          // whether a failure comes from another file's leftovers.
          isolate: process.env.VITEST_ISOLATE === "1",
          globalSetup: ["tests/global-setup.ts"],
          setupFiles: ["tests/setup.ts"],
        },
      },
      {
        // Web components, rendered in happy-dom (no server, no network: data is seeded).
        extends: true,
        test: {
          name: "web",
          include: ["web/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          // As the server's (ADR 051): 2.5 min isolated, ~35 s not; each test renders its own
          // tree with its own query client and the setup file cleans the document after each.
          isolate: process.env.VITEST_ISOLATE === "1",
          setupFiles: ["tests/setup.ts", "web/test/setup.ts"],
        },
      },
    ],
  },
});
