// H1 scratch: PostgreSQL backend CPU per statement, unnamed vs named (prepared), N runs serially.
import fs from "node:fs";
import pg from "pg";
const [db, nText, file] = process.argv.slice(2);
const n = Number(nText);
const specs = JSON.parse(fs.readFileSync(file!, "utf8")) as Array<{ label: string; text: string; values: unknown[] }>;
const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${db}` });
await client.connect();
const pid = (await client.query("select pg_backend_pid() as pid")).rows[0].pid as number;
const cpu = () => { const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8"); const x = f.slice(f.lastIndexOf(")") + 2).split(" "); return (Number(x[11]) + Number(x[12])) * 10; };
for (const spec of specs) {
  for (const named of [false, true]) {
    const cfg = (i: number) => named ? { name: `n${spec.label}`, text: spec.text, values: spec.values } : { text: spec.text, values: spec.values };
    for (let i = 0; i < 10; i++) await client.query(cfg(i));
    const a = cpu(); const t = performance.now();
    for (let i = 0; i < n; i++) await client.query(cfg(i));
    console.log(`${spec.label.padEnd(24)} ${named ? "named  " : "unnamed"} backend CPU ${((cpu() - a) / n).toFixed(3)} ms/stmt, wall ${((performance.now() - t) / n).toFixed(3)} ms`);
  }
}
await client.end();
