// Development: the API with reload on change (tsx watch) and Vite's dev server with hot reload.
// Open http://localhost:5173; Vite proxies /api to the API on port 3000.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], {
    stdio: "inherit",
    env: {
      PAYMENTS_TEST_MODE: "true",
      ...process.env,
      NODE_ENV: "development",
      BASE_URL: "http://localhost:5173",
    },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
