import type { AdminUpdateBasicProfileInput, Profile, UpdateBasicProfileInput } from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { isSuperAdmin } from "../../http/actor";
import { fieldError, forbidden } from "../../http/app-error";
import { recordAudit } from "../audit";
import { isEmailTaken, isUsernameTaken, type UserDetails, type UserRow, updateUserDetails } from "../users";
import { findImageUpload, upsertBasicProfile } from "./profiles.repository";
import { buildProfile, getUserOrThrow, type Viewer } from "./profiles-rules";

type BasicInput = UpdateBasicProfileInput & Partial<AdminUpdateBasicProfileInput>;

async function assertPhoto(db: DbOrTx, uploadId: number | null | undefined, ownerId: number, viewer: Viewer) {
  if (uploadId == null) return;
  const upload = await findImageUpload(db, uploadId);
  const allowed = upload && upload.kind === "image" && (upload.ownerId === ownerId || isSuperAdmin(viewer));
  if (!allowed) throw fieldError("photo_upload_id", "photo_not_found");
}

async function writeBasic(tx: DbOrTx, target: UserRow, input: BasicInput): Promise<void> {
  const userSet: UserDetails = {};
  if (input.first_name !== undefined) userSet.firstName = input.first_name;
  if (input.last_name !== undefined) userSet.lastName = input.last_name;
  if (input.timezone !== undefined) userSet.timezone = input.timezone;
  if (input.username !== undefined) userSet.username = input.username;
  if (input.email !== undefined) userSet.email = input.email;
  if (input.default_currency !== undefined) userSet.defaultCurrency = input.default_currency;
  await updateUserDetails(tx, target.id, userSet);
  const { phone, facebook, line, wechat, skype, address, photo_upload_id } = input;
  const basic = { phone, facebook, line, wechat, skype, address, photoUploadId: photo_upload_id };
  if (Object.values(basic).some((value) => value !== undefined))
    await upsertBasicProfile(tx, target.id, basic);
}

/** PATCH basic/profile (own) and basic/profile/{id} (admin). */
export async function updateBasicProfile(
  db: Database,
  viewer: Viewer,
  targetId: number,
  input: BasicInput,
  requestId?: string,
): Promise<Profile> {
  const target = await getUserOrThrow(db, targetId);
  const other = viewer.id !== target.id;
  if (other && !isSuperAdmin(viewer)) throw forbidden();
  if (input.username && input.username.toLowerCase() !== target.username.toLowerCase()) {
    if (await isUsernameTaken(db, input.username)) throw fieldError("username", "username_taken");
  }
  if (input.email && input.email.toLowerCase() !== target.email?.toLowerCase()) {
    if (await isEmailTaken(db, input.email)) throw fieldError("email", "email_taken");
  }
  await assertPhoto(db, input.photo_upload_id, target.id, viewer);
  return db.transaction(async (tx) => {
    const before = other ? await buildProfile(tx, target, viewer) : undefined;
    await writeBasic(tx, target, input);
    const after = await buildProfile(tx, await getUserOrThrow(tx, target.id), viewer);
    if (before) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: "profile.basic_update",
        targetType: "user",
        targetId: target.id,
        before: { user: before.user, basic: before.basic },
        after: { user: after.user, basic: after.basic },
        requestId,
      });
    }
    return after;
  });
}
