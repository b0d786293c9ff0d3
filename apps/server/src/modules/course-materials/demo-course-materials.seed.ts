import { writeFile } from "node:fs/promises";
import { createMaterialFolderSchema, createMaterialItemSchema } from "@edu/shared/course-materials";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/query-rows";
import type { DemoSeed } from "../../seed/seed";
import { demoPeople } from "../../seed/steps/demo-people";
import { sessionClasses } from "../classes";
import { createFileStorage, documentPolicy, newTempPath, saveUpload } from "../uploads";
import { createFolder, createItem } from "./course-materials.service";
import { courseMaterialFolders } from "./course-materials.table";
import { demoUnitPdf } from "./demo-materials-pdf";

/** The demo student's group class (demo-courses) and its teacher, who writes its materials. */
const DEMO_CLASS = "ACT Math & Science";
const TEACHER = "teacher2";

/** Practice questions written for the demo (ours, not an exam board's). */
const UNIT_PDF_LINES = [
  "ACT Math - Unit 1: Linear functions",
  "1. A line passes through (2, 3) and (6, 11). What is its slope?",
  "2. Solve for x: 3x - 7 = 2x + 5.",
  "3. A phone plan costs $12 a month plus $0.05 for each text.",
  "   Write the monthly cost C for t texts, then find C when t = 240.",
  "4. Which line is parallel to y = -2x + 4 and passes through (1, 1)?",
  "5. The graph of f(x) = ax + b meets the y-axis at 3 and the x-axis at -1.5. Find a.",
  "Answers: 1) 2  2) 12  3) C = 12 + 0.05t, $24  4) y = -2x + 3  5) a = 2",
];

/**
 * The demo group class's materials tab: a unit folder holding a small PDF of practice questions and a link,
 * written by the class's teacher through the module's services (teachers write in Chinese at this school).
 * Skipped when the class is missing or already has folders, so it is safe to run on any demo database.
 */
export const demoCourseMaterialsSeed: DemoSeed = {
  name: "demo-course-materials",
  run: async (tx, { config }) => {
    const [found] = await queryRows<{ id: number; folders: number }>(
      tx,
      sql`select c.id, (select count(*)::int from ${courseMaterialFolders} f where f.session_class_id = c.id) as folders
        from ${sessionClasses} c where c.name = ${DEMO_CLASS} order by c.id limit 1`,
    );
    if (!found || Number(found.folders) > 0) return;
    const people = await demoPeople(tx, [TEACHER]);
    const teacher = { id: people.id(TEACHER), roles: ["teacher" as const] };
    const folder = await createFolder(
      tx,
      teacher,
      found.id,
      createMaterialFolderSchema.parse({ name: "第一單元：一次函數" }),
    );
    const storage = createFileStorage(config);
    const pdf = demoUnitPdf(UNIT_PDF_LINES);
    const tempPath = await newTempPath(storage.receiveDir);
    await writeFile(tempPath, pdf);
    const upload = await saveUpload(tx, storage, teacher.id, documentPolicy(undefined), {
      tempPath,
      size: pdf.length,
      originalName: "unit-1-linear-functions.pdf",
    });
    await createItem(
      tx,
      teacher,
      found.id,
      createMaterialItemSchema.parse({
        folder_id: folder.id,
        title: "第一單元練習題",
        description: "五題一次函數練習，答案在最後一行。上課前先做完。",
        upload_id: upload.id,
      }),
    );
    await createItem(
      tx,
      teacher,
      found.id,
      createMaterialItemSchema.parse({
        folder_id: folder.id,
        title: "Desmos 繪圖計算機",
        description: "畫出題目中的直線，檢查斜率與截距。",
        link_url: "https://www.desmos.com/calculator",
      }),
    );
  },
};
