import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by process ${pid}. ` +
        "An embedded database can be opened by one process only: stop that process, use another DATA_DIR, " +
        "or set DATABASE_URL to run several processes against one PostgreSQL server.",
    );
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on an embedded database directory so that a second process is refused
 * instead of corrupting it. A lock left by a process that no longer runs (a crash, kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.lock");
  const content = JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, content, { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLockHolder(lockPath);
      if (
        holder &&
        holder.host === os.hostname() &&
        holder.pid !== process.pid &&
        isProcessAlive(holder.pid)
      ) {
        throw new DataDirInUseError(dataDir, holder.pid);
      }
      if (holder && holder.host !== os.hostname()) throw new DataDirInUseError(dataDir, holder.pid);
      fs.rmSync(lockPath, { force: true }); // stale lock from a dead process
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function readLockHolder(lockPath: string): { pid: number; host: string } | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, "utf8")) as { pid?: unknown; host?: unknown };
    if (typeof parsed.pid === "number" && typeof parsed.host === "string")
      return { pid: parsed.pid, host: parsed.host };
  } catch {
    // unreadable or half-written: treated as stale
  }
  return undefined;
}
