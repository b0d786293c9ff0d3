import { defineMessages } from "../i18n/message-table";

/**
 * Server messages of the counseling workspace (classes, overview, portal, schools type) and the calendar
 * feed's deadline events (`{school}` the school's name, `{student}` the student's name). Composed in
 * i18n/message-domains.ts.
 */
export const counselingWorkspaceMessages = defineMessages({
  en: {
    "v.cw_role_with_user": "Give both a role type and a user, or neither.",
    "v.cw_schools_type": "Choose DEFAULT, COMMON_APP, COALITION_APP or CALIFORNIA_APP.",
    cw_deadline_school: "Application deadline: {school} ({student})",
    cw_deadline_internal: "Internal deadline: {school} ({student})",
  },
  "zh-TW": {
    "v.cw_role_with_user": "角色類型與使用者須同時提供，或都不提供。",
    "v.cw_schools_type": "請選擇 DEFAULT、COMMON_APP、COALITION_APP 或 CALIFORNIA_APP。",
    cw_deadline_school: "申請截止日：{school}（{student}）",
    cw_deadline_internal: "內部截止日：{school}（{student}）",
  },
  "zh-CN": {
    "v.cw_role_with_user": "角色类型与用户须同时提供，或都不提供。",
    "v.cw_schools_type": "请选择 DEFAULT、COMMON_APP、COALITION_APP 或 CALIFORNIA_APP。",
    cw_deadline_school: "申请截止日：{school}（{student}）",
    cw_deadline_internal: "内部截止日：{school}（{student}）",
  },
});
