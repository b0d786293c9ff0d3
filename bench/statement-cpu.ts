// Manual tool: PostgreSQL backend CPU per statement (read from /proc, so the server must run on this
// machine), each statement sent unnamed and then as a named prepared statement, one after another on
// one connection. Unlike req/s under load, these figures hardly move with the load average.
//   EXPLAIN_DUMP=/tmp/stmts.json EXPLAIN_SKIP_PLAN=1 EXPLAIN_PATH='/api/users/search?q=chen' \
//     npx tsx bench/explain-endpoint.ts
//   npx tsx bench/statement-cpu.ts edu_bench_users 200 /tmp/stmts.json
// The file holds [{ label, text, values }] (edit it to compare variants of a statement).
import fs from "node:fs";
import pg from "pg";

const [database = "edu_bench_users", runsText = "200", file = "/tmp/stmts.json"] = process.argv.slice(2);
const runs = Number(runsText);
const specs = JSON.parse(fs.readFileSync(file, "utf8")) as Array<{
  label: string;
  text: string;
  values: unknown[];
}>;
const url = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
url.pathname = `/${database}`;
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
const pid = rows[0]?.pid;
/** utime + stime of the backend in ms (clock ticks of 10 ms). */
const backendCpuMs = () => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
try {
  for (const [index, spec] of specs.entries()) {
    for (const named of [false, true]) {
      const config = named ? { name: `statement_cpu_${index}`, text: spec.text } : { text: spec.text };
      for (let i = 0; i < 10; i++) await client.query({ ...config, values: spec.values });
      const cpuBefore = backendCpuMs();
      const began = performance.now();
      for (let i = 0; i < runs; i++) await client.query({ ...config, values: spec.values });
      const cpu = (backendCpuMs() - cpuBefore) / runs;
      const wall = (performance.now() - began) / runs;
      console.log(
        `${spec.label.padEnd(32)} ${named ? "named  " : "unnamed"} backend CPU ${cpu.toFixed(3)} ms, wall ${wall.toFixed(3)} ms`,
      );
    }
  }
} finally {
  await client.end();
}
