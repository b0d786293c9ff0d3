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
export { profilesRoutes } from "./profiles.routes";
export { assertCanReadUser, type TeacherStudentCheck } from "./profiles.service";
