import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["server/**/*.test.ts", "contract/**/*.test.ts", "tests/api/**/*.test.ts"],
          environment: "node",
          pool: "forks",
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
          setupFiles: ["tests/setup.ts", "web/test/setup.ts"],
        },
      },
    ],
  },
});
