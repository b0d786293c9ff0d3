// Manual tool: a CPU profile written by bench/profile-endpoint.ts (PROFILE_OUT), its self time summed by
// package (node_modules/<name>), by our own files (apps/, packages/, bench/) and by Node's internals,
// as a share of the busy time; with PER_REQUEST_MS (the app CPU per request the run printed), in µs per
// request. `TOP=n` also lists the n busiest functions.
//   PER_REQUEST_MS=0.114 npx tsx bench/profile-summary.ts /tmp/read.cpuprofile
import fs from "node:fs";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const file = process.argv[2] ?? "/tmp/read.cpuprofile";
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
});

function groupOf({ url, functionName }: Node["callFrame"]): string {
  if (!url) return functionName.startsWith("(") ? functionName : `(native) ${functionName || "anonymous"}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return pkg[1] as string;
  const own = /\/((?:apps|packages|bench)\/.*)$/.exec(url);
  if (own) return own[1] as string;
  if (url.startsWith("node:")) return url.replace(/^node:internal\//, "node:");
  return url;
}

const groups = new Map<string, number>();
const functions = new Map<string, number>();
let busy = 0;
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  if (!node) continue;
  const group = groupOf(node.callFrame);
  if (group === "(idle)") continue;
  busy += us;
  groups.set(group, (groups.get(group) ?? 0) + us);
  const name = `${node.callFrame.functionName || "anonymous"} ${group}:${node.callFrame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + us);
}
const perRequest = Number(process.env.PER_REQUEST_MS ?? 0);
const line = (name: string, us: number) => {
  const share = us / busy;
  const cost = perRequest ? ` ${(share * perRequest * 1000).toFixed(1).padStart(6)} µs/req` : "";
  return `${(100 * share).toFixed(1).padStart(5)} %${cost}  ${name}`;
};
console.log(`busy ${(busy / 1000).toFixed(0)} ms of the main thread`);
for (const [name, us] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(line(name, us));
const top = Number(process.env.TOP ?? 0);
if (top) {
  console.log("\nbusiest functions (self time):");
  for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(line(name, us));
}
