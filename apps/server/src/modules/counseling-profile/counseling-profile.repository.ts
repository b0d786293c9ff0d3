import type { CounselingProfileSection } from "@edu/shared/counseling-profile";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { users } from "../users";
import { counselingProfileSections } from "./counseling-profile.table";

export type SectionRow = {
  section: CounselingProfileSection;
  version: number;
  data: Record<string, unknown>;
  updatedAt: Date;
  updatedBy: { id: number; firstName: string; lastName: string; username: string } | null;
};

const selection = {
  section: counselingProfileSections.section,
  version: counselingProfileSections.version,
  data: counselingProfileSections.data,
  updatedAt: counselingProfileSections.updatedAt,
  updatedById: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
};

type Selected = {
  section: CounselingProfileSection;
  version: number;
  data: Record<string, unknown>;
  updatedAt: Date;
  updatedById: number | null;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
};

const toRow = (row: Selected): SectionRow => ({
  section: row.section,
  version: row.version,
  data: row.data,
  updatedAt: row.updatedAt,
  updatedBy:
    row.updatedById === null
      ? null
      : {
          id: row.updatedById,
          firstName: row.firstName ?? "",
          lastName: row.lastName ?? "",
          username: row.username ?? "",
        },
});

/** The student's saved sections (a section never saved has no row). */
export async function readSectionRows(
  db: DbOrTx,
  studentUserId: number,
  section?: CounselingProfileSection,
): Promise<SectionRow[]> {
  const rows = await db
    .select(selection)
    .from(counselingProfileSections)
    .leftJoin(users, eq(users.id, counselingProfileSections.updatedBy))
    .where(
      and(
        eq(counselingProfileSections.studentUserId, studentUserId),
        section ? eq(counselingProfileSections.section, section) : undefined,
      ),
    );
  return rows.map(toRow);
}

/**
 * Compare-and-set of one section: written only when the stored version is still `expectedVersion`
 * (0: no row yet). Answers the new version, or null when someone saved the section in between.
 */
export async function writeSection(
  db: DbOrTx,
  input: {
    studentUserId: number;
    section: CounselingProfileSection;
    expectedVersion: number;
    data: Record<string, unknown>;
    actorId: number;
  },
): Promise<number | null> {
  const { studentUserId, section, expectedVersion, data, actorId } = input;
  if (expectedVersion === 0) {
    const inserted = await db
      .insert(counselingProfileSections)
      .values({ studentUserId, section, version: 1, data, updatedBy: actorId })
      .onConflictDoNothing()
      .returning({ version: counselingProfileSections.version });
    return inserted[0]?.version ?? null;
  }
  const updated = await db
    .update(counselingProfileSections)
    .set({
      data,
      version: sql`${counselingProfileSections.version} + 1`,
      updatedAt: sql`now()`,
      updatedBy: actorId,
    })
    .where(
      and(
        eq(counselingProfileSections.studentUserId, studentUserId),
        eq(counselingProfileSections.section, section),
        eq(counselingProfileSections.version, expectedVersion),
      ),
    )
    .returning({ version: counselingProfileSections.version });
  return updated[0]?.version ?? null;
}
