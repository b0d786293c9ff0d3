export { usersModule } from "./users.manifest";
export {
  addRoles,
  findLinkedStudentIds,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  findUsersByIds,
  isEmailTaken,
  isUsernameTaken,
  listParentIds,
  listRoles,
  listStudentIds,
  roleCondition,
  rolesOf,
  searchUserRows,
  toUserDto,
  toUserDtos,
  type UserRow,
  unlinkParentStudent,
  userHasRole,
} from "./users.service";
export { parentStudents, userRoles, users } from "./users.table";
export { getUserOrThrow, withTags } from "./users-admin.service";
export {
  createUser,
  linkParentStudents,
  markBindFinished,
  type NewUser,
  setCachedBalance,
  setLineUserId,
  setPasswordHash,
  setUserLanguage,
  type UserDetails,
  updateUserDetails,
} from "./users-writes.service";
