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
export { usersAdminRoutes } from "./users-admin.routes";
export { getUserOrThrow, toPage, withTags } from "./users-admin.service";
