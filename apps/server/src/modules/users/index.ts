export {
  addRoles,
  findLinkedStudentIds,
  findUserById,
  findUsersByIds,
  linkParentStudents,
  listParentIds,
  listRoles,
  listStudentIds,
  toUserDto,
  toUserDtos,
  touchUser,
  type UserRow,
  unlinkParentStudent,
} from "./users.repository";
export { parentStudents, userRoles, users } from "./users.table";
export { usersAdminRoutes } from "./users-admin.routes";
export { type Actor, getUserOrThrow, toPage, withTags } from "./users-admin.service";
export { hasRole, listTagsOfUsers, matchesText, searchUserRows } from "./users-search.repository";
