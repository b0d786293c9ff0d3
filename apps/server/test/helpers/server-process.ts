import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

const serverDir = path.resolve(import.meta.dirname, "../..");

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Starts the API as a real process (same Node as the tests) on a free port: `src/main.ts` under tsx, or what
 * `nodeArgs` name (the built bundle, with a preload of its own).
 */
export async function startServerProcess(
  env: Record<string, string>,
  nodeArgs: string[] = ["--import", "tsx", "src/main.ts"],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: serverDir,
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      HOST: "127.0.0.1",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Resolves when /api/health answers 200; rejects if the process exits first or time runs out. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}):\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready in ${timeoutMs} ms:\n${server.output()}`);
}
