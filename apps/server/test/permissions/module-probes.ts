import { readdirSync } from "node:fs";
import { isModuleProbes, type Probe } from "./probe-kit";

const MODULES = new URL("../../src/modules/", import.meta.url);
const PROBES_FILE = /\.probes\.test-support\.ts$/;

/**
 * Every module's probes (`src/modules/<module>/<module>.probes.test-support.ts`), keyed by endpoint
 * name. Read from the folders, so a new module's probes file needs no line here.
 */
export async function loadProbes(): Promise<ReadonlyMap<string, Probe>> {
  const files = readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(new URL(`${dir.name}/`, MODULES))
        .filter((file) => PROBES_FILE.test(file))
        .map((file) => new URL(`${dir.name}/${file}`, MODULES)),
    );
  const probes = new Map<string, Probe>();
  for (const file of files) {
    const exports: Record<string, unknown> = await import(file.href);
    for (const moduleProbes of Object.values(exports).filter(isModuleProbes)) {
      for (const [name, probe] of Object.entries(moduleProbes.probes)) {
        if (probes.has(name)) throw new Error(`${name} has two probes (the second in ${file.pathname})`);
        probes.set(name, probe);
      }
    }
  }
  return probes;
}
