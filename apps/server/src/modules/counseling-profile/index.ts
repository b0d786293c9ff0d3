export {
  assertCounselingEdit,
  assertCounselingRead,
  type CounselingAccess,
  childOf,
  counseledBy,
  counselingAccessOf,
  counselingSessionClass,
  isCounselorOf,
} from "./counseling-access";
export { counselingProfileModule } from "./counseling-profile.manifest";
export {
  getCounselingProfile,
  type ProfileClock,
  readProfileData,
  saveCounselingProfile,
} from "./counseling-profile.service";
export { counselingProfileSections } from "./counseling-profile.table";
