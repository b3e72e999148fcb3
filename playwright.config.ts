import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4123);
export const e2eBaseUrl = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: ".tmp/test-results",
  use: {
    baseURL: e2eBaseUrl,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // The real built server (`npm start` without the build step) on a fresh embedded database.
  webServer: {
    command: "rm -rf .tmp/e2e-data && tsx server/main.ts",
    url: `${e2eBaseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    env: {
      PORT: String(port),
      BASE_URL: e2eBaseUrl,
      DATA_DIR: ".tmp/e2e-data",
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
    },
  },
});
