// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["--workspace", "apps/server", "run", "dev"], {
    stdio: "inherit",
    env: { ...process.env, SEED_DEMO: process.env.SEED_DEMO ?? "true" },
  }),
  spawn("npm", ["--workspace", "apps/web", "run", "dev"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    if (code) process.exitCode = code;
    stop();
  });
