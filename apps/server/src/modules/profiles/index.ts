export {
  type BasicValues,
  countChildren,
  findActiveTeacherIdByEmail,
  findBasicProfile,
  findStudentProfile,
  findTeacherProfile,
  isParentOf,
  listChildrenOf,
  listParentsOf,
  type StudentValues,
  type TeacherValues,
  upsertBasicProfile,
  upsertStudentProfile,
  upsertTeacherProfile,
} from "./profiles.repository";
export { profilesRoutes } from "./profiles.routes";
export {
  assertCanReadUser,
  buildProfile,
  registerTeacherStudentCheck,
  type TeacherStudentCheck,
  type Viewer,
} from "./profiles.service";
