import fs from "node:fs/promises";
import {
  contactUsSchema,
  createCourseSchema,
  createEnrollmentContactSchema,
  createFaqLabelSchema,
  createFaqSchema,
  createFaqTopicSchema,
  createSessionClassSchema,
  createShortUrlSchema,
  createStorySchema,
  createTagSchema,
  createTeacherContractSchema,
  putSiteContentSchema,
  type Role,
} from "@edu/shared";
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../../src/db/query-rows";
import type { Actor } from "../../src/http/actor";
import { createCaptchaVerifier } from "../../src/modules/captcha";
import { createClassTicket } from "../../src/modules/classes";
import { createClass } from "../../src/modules/classes/class-edit.service";
import { sendContactMessage } from "../../src/modules/contact/contact.service";
import { putSiteContent } from "../../src/modules/content/content.service";
import { createCourse } from "../../src/modules/courses/courses.service";
import { addContact } from "../../src/modules/enrollment/contacts.service";
import { insertLinks as linkParentStudents } from "../../src/modules/family-links/family-links.repository";
import { createLabel } from "../../src/modules/faq/faq-labels.service";
import { createFaq } from "../../src/modules/faq/faq-questions.service";
import { createTopic } from "../../src/modules/faq/faq-topics.service";
import { createSession } from "../../src/modules/sessions";
import { createShortUrl } from "../../src/modules/short-links/short-links.service";
import { createStory } from "../../src/modules/stories/stories.service";
import { createTag } from "../../src/modules/tags/tags.service";
import { createTeacherContract } from "../../src/modules/teacher-contracts/teacher-contracts.service";
import { documentPolicy, IMAGE_POLICY, saveUpload } from "../../src/modules/uploads/uploads.service";
import { createLocalStorage, newTempPath } from "../../src/modules/uploads/uploads.storage";
import { DEMO_SEEDS, runSeeds } from "../../src/seed";
import type { TestContext } from "../helpers/test-app";
import { PNG } from "../helpers/upload-files";
import { createUser } from "../helpers/users";

/** Who calls: nobody signed in, one user per role, and a deactivated user with a live session. */
export const CALLERS = [
  "anonymous",
  "super-admin",
  "staff",
  "teacher",
  "parent",
  "student",
  "test-editor",
  "inactive",
] as const satisfies readonly ("anonymous" | "inactive" | Role)[];
export type Caller = (typeof CALLERS)[number];

/**
 * The demo seed's accounts play the roles (so row rules see real relations: the teacher teaches
 * Ethan, the parent is his mother); the super-admin is made here with that one role only, so it
 * passes a role list by being super-admin and not by also being staff.
 */
const CALLER_USERNAMES: Record<Exclude<Caller, "anonymous">, string> = {
  "super-admin": "perm-root",
  staff: "staff",
  teacher: "teacher",
  parent: "parent",
  student: "student",
  "test-editor": "testeditor",
  inactive: "former",
};

export type Fixtures = Awaited<ReturnType<typeof buildFixtures>>;

/**
 * The demo data plus rows made for the table: ids are looked up by natural keys (usernames, short
 * names, slugs), never written as numbers. Rows a route deletes or merges away are made for it alone.
 */
export async function buildFixtures(ctx: TestContext) {
  const { app, config } = ctx;
  const db = ctx.database.db;
  await runSeeds(db, DEMO_SEEDS, { config, log: app.log });

  const one = async (query: SQL): Promise<number> => {
    const [row] = await queryRows<{ id: number }>(db, query);
    if (!row) throw new Error(`fixture not found: ${query.queryChunks.join("")}`);
    return Number(row.id);
  };
  const userId = (username: string) => one(sql`select id from users where username = ${username}`);

  const root = await createUser(db, { username: "perm-root", roles: ["super-admin"] });
  const actor: Actor = { id: root.id, roles: ["super-admin"], requestId: "permissions-fixtures" };
  const rootSession = { id: root.id, roles: ["super-admin"] as Role[], isActive: true, finishBind: true };

  const callerIds = {} as Record<Exclude<Caller, "anonymous">, number>;
  const tokens = {} as Record<Exclude<Caller, "anonymous">, string>;
  for (const [caller, username] of Object.entries(CALLER_USERNAMES) as [
    Exclude<Caller, "anonymous">,
    string,
  ][]) {
    callerIds[caller] = await userId(username);
    tokens[caller] = await createSession(db, callerIds[caller]);
  }
  const headersOf = (caller: Caller): Record<string, string> =>
    caller === "anonymous" ? {} : { authorization: `Bearer ${tokens[caller]}` };

  const users = {
    teacher: callerIds.teacher,
    teacher2: await userId("teacher2"),
    parent: callerIds.parent,
    student: callerIds.student,
    student2: await userId("student2"),
    /** Made for the routes that delete, merge or relink users. */
    deleteMe: (await createUser(db, { username: "perm-delete-me", roles: ["student"] })).id,
    conflictFrom: (await createUser(db, { username: "perm-conflict-from", roles: ["student"] })).id,
    conflictTo: (await createUser(db, { username: "perm-conflict-to", roles: ["student"] })).id,
    mergeFrom: (await createUser(db, { username: "perm-merge-from", roles: ["student"] })).id,
    mergeTo: (await createUser(db, { username: "perm-merge-to", roles: ["student"] })).id,
    linkParent: (await createUser(db, { username: "perm-parent", roles: ["parent"] })).id,
    toConnect: (await createUser(db, { username: "perm-kid-to-connect", roles: ["student"] })).id,
    toDisconnect: (await createUser(db, { username: "perm-kid-to-disconnect", roles: ["student"] })).id,
  };
  await linkParentStudents(db, users.linkParent, [users.toDisconnect]);

  // Courses, classes, tickets and enrollments of the demo seed (the Huang family in SAT Summer Taipei).
  const satSession = await one(sql`select id from course_sessions where short_name = 'SAT-S-TPE'`);
  const satCourse = await one(sql`select course_id as id from course_sessions where id = ${satSession}`);
  const satClass = await one(sql`select id from session_classes where name = 'SAT Reading & Writing A'`);
  const ethanTicket = await one(
    sql`select id from student_class_tickets where student_user_id = ${users.student} and session_class_id = ${satClass}`,
  );
  const ethanEnrollment = await one(
    sql`select id from enrolled_course_sessions where student_user_id = ${users.student} and form_id is not null`,
  );
  const chloeEnrollment = await one(
    sql`select id from enrolled_course_sessions where student_user_id = ${users.student2} and form_id is not null`,
  );
  const visitorEnrollment = await one(
    sql`select id from enrolled_course_sessions where student_email = 'ava.lee@visitor.example.com'`,
  );

  // Public content of the demo seed.
  const story = await one(sql`select id from stories where translations->'en'->>'student_name' = 'Ethan H.'`);
  const faqTopic = await one(sql`select id from faq_topics where slug = 'about-us'`);
  const faq = await one(
    sql`select id from faqs where faq_topic_id = ${faqTopic} order by sort_order limit 1`,
  );
  const faqLabel = await one(sql`select id from faq_labels where translations->'en'->>'name' = 'General'`);

  const tag = (name: string) => createTag(db, actor, createTagSchema.parse({ name }));
  const contract = (title: string) =>
    createTeacherContract(
      db,
      root.id,
      createTeacherContractSchema.parse({
        teacher_id: users.teacher2,
        title,
        start_date: "2025-01-01",
        hourly_rate: 100_000,
        currency: "TWD",
      }),
    );
  const ticket = async () =>
    (
      await createClassTicket(db, {
        studentUserId: users.student2,
        courseSessionId: satSession,
        actorId: root.id,
      })
    ).ticket.id;
  const enrollmentContact = async () =>
    (
      await addContact(
        db,
        actor,
        createEnrollmentContactSchema.parse({
          enrolled_session_id: chloeEnrollment,
          name: "Permission table contact",
          phone: "+886 2 2700 0000",
        }),
      )
    ).id;

  /** An image (public) or a document in `kind`'s table, owned by `ownerId`. */
  const upload = async (ownerId: number, kind: "image" | "document") => {
    const tempPath = await newTempPath(config.UPLOAD_DIR);
    await fs.writeFile(tempPath, PNG);
    const policy = kind === "image" ? IMAGE_POLICY : documentPolicy("img");
    const row = await saveUpload(db, createLocalStorage(config.UPLOAD_DIR), ownerId, policy, {
      tempPath,
      size: PNG.length,
      originalName: "pixel.png",
    });
    return row.id;
  };
  const publicImage = await upload(root.id, "image");

  await putSiteContent(db, actor, "perm.delete-me", putSiteContentSchema.parse({}));

  return {
    headersOf,
    callerIds,
    users,
    satSession,
    satCourse,
    satClass,
    ethanTicket,
    ethanEnrollment,
    chloeEnrollment,
    visitorEnrollment,
    story,
    faq,
    faqTopic,
    faqLabel,
    publicImage,
    siteContentToDelete: "perm.delete-me",
    tag: (await tag("perm-tag")).id,
    tagToDelete: (await tag("perm-tag-to-delete")).id,
    contract: (await contract("Permission table contract")).id,
    contractToDelete: (await contract("Permission table contract to delete")).id,
    courseToDelete: (
      await createCourse(
        db,
        actor,
        createCourseSchema.parse({ translations: { en: { title: "Course to delete" } }, category: "SAT" }),
        "en",
      )
    ).id,
    classToDelete: (
      await createClass(
        db,
        rootSession,
        actor,
        createSessionClassSchema.parse({ course_session_id: satSession, name: "Class to delete" }),
      )
    ).id,
    storyToDelete: (
      await createStory(
        db,
        actor,
        createStorySchema.parse({ translations: { en: { student_name: "To delete", body: "To delete." } } }),
      )
    ).id,
    faqToDelete: (
      await createFaq(
        db,
        actor,
        createFaqSchema.parse({
          faq_topic_id: faqTopic,
          translations: { en: { question: "To delete?", answer: "Yes." } },
        }),
      )
    ).id,
    faqTopicToDelete: (
      await createTopic(
        db,
        actor,
        createFaqTopicSchema.parse({ slug: "perm-delete-me", translations: { en: { name: "To delete" } } }),
      )
    ).id,
    faqLabelToDelete: (
      await createLabel(
        db,
        actor,
        createFaqLabelSchema.parse({ translations: { en: { name: "To delete" } } }),
      )
    ).id,
    shortLinkToDelete: (
      await createShortUrl(
        db,
        actor,
        config.PUBLIC_URL,
        createShortUrlSchema.parse({ full_url: "https://example.com/perm-delete-me" }),
      )
    ).id,
    contactMessage: (
      await sendContactMessage(
        { db, verifyCaptcha: createCaptchaVerifier({ disabled: config.CAPTCHA_DISABLED }) },
        contactUsSchema.parse({
          name: "Permission table",
          email: "visitor@example.com",
          message: "Hello",
          captcha: "x",
          captcha_key: "x",
        }),
        { locale: "en", ip: "127.0.0.1" },
      )
    ).id,
    /** Rows a route with several allowed callers deletes: one each, made when that caller's turn comes. */
    make: {
      ticket,
      enrollmentContact,
      /** The caller's own upload (anyone signed in may delete their own); others' requests never get that far. */
      uploadOf: (caller: Caller, kind: "image" | "document") =>
        upload(caller === "anonymous" ? root.id : callerIds[caller], kind),
      /** A second session, so signing out does not end the one the rest of the table uses. */
      sessionOf: async (caller: Caller): Promise<Record<string, string>> =>
        caller === "anonymous"
          ? {}
          : { authorization: `Bearer ${await createSession(db, callerIds[caller])}` },
    },
  };
}
