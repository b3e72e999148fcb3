import { defineConfig } from "@playwright/test";
import { disableFeaturesSwitch } from "./tests/e2e/chromium-switches.ts";

const port = Number(process.env.E2E_PORT ?? 4123);
// Each port gets its own data folder, so several runs can share the machine.
const dataDir = `.tmp/e2e-data-${port}`;
/** Where the e2e server's SMTP receiver keeps the mail it got (read by `mailTo` in fixtures). */
export const e2eMailDir = `.tmp/e2e-mail-${port}`;
export const e2eBaseUrl = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  // One more try for a test that fails, everywhere (CI may not set CI=1); the report still names
  // it "flaky", and a flaky test is a defect to find (two were found this way: axe measuring a
  // button under the sticky header, Tab pressed before the phone menu had opened).
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: `.tmp/test-results-${port}`,
  use: {
    baseURL: e2eBaseUrl,
    // A trace on the retry of a failed test, not of every test: recording one for each (and
    // keeping it on failure) made Chromium paint and encode a screenshot per action, ~30% of
    // the browser phase's CPU on this 2-core machine (ADR 051). A test that fails twice has the
    // trace of its second run.
    trace: "on-first-retry",
    // No service worker outside installable.spec.ts and push.spec.ts, which allow it: its install
    // in every fresh context cost each test CPU for nothing it tests (ADR 057).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Playwright's disabled features and the address bar's popup, which each new window
        // preloaded in a renderer of its own: about a third of the phase's time (ADR 058).
        disableFeaturesSwitch(),
      ],
    },
  },
  // The real built server (`npm start` without the build step) on a fresh embedded database.
  webServer: {
    command: `rm -rf ${dataDir} ${e2eMailDir} && tsx tests/e2e/serve-with-mail-catcher.ts`,
    url: `${e2eBaseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    env: {
      PORT: String(port),
      BASE_URL: e2eBaseUrl,
      DATA_DIR: dataDir,
      WEB_ROOT: process.env.WEB_ROOT ?? "dist/web",
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      ADMIN_EMAILS: "e2e-admin@example.com",
      // The clock cannot move here: the admins' queue shows everything waiting at once; the
      // sweep runs only at start (nothing waits then), so no escalation lands mid-run.
      REVIEW_ESCALATE_AFTER_DAYS: "0",
      REVIEW_SWEEP_INTERVAL_MINUTES: "1440",
      PAYMENTS_TEST_MODE: "true",
      // Tests in parallel share this server and each reads the report of what it just made: no
      // kept programme reports here (ADR 052; tests/api/report-cache.test.ts proves keeping).
      REPORT_CACHE_SECONDS: "0",
      E2E_MAIL_DIR: e2eMailDir,
      E2E_SMTP_PORT: String(port + 1),
    },
  },
});
