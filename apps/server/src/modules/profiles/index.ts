export {
  type BasicValues,
  countChildren,
  findActiveTeacherIdByEmail,
  findBasicProfile,
  findStudentProfile,
  findTeacherProfile,
  isParentOf,
  type StudentValues,
  type TeacherValues,
  upsertBasicProfile,
  upsertStudentProfile,
  upsertTeacherProfile,
} from "./profile-parts.service";
export { profilesModule } from "./profiles.manifest";
export { assertCanReadUser, type TeacherStudentCheck } from "./profiles-rules";
