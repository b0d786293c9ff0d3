import { openPostgres } from "./lib/databases";
import { seedLessons } from "./parts/lessons";
const db = await openPostgres("postgres://postgres@127.0.0.1:5432/postgres", 4, "edu_lessons_perf", true);
const t = performance.now();
console.log(await seedLessons(db.handle.db));
console.log("s", (performance.now() - t) / 1000);
await db.dispose();
