import { defineMessages } from "../i18n/message-table";

/** Server messages for future receivables (spec 02 §5). Composed in i18n/message-domains.ts. */
export const receivablesMessages = defineMessages({
  en: {
    "v.receivable_title_required": "The receivable's title cannot be empty!",
    "v.receivable_item_title_required": "The item's title cannot be empty!",
    "v.receivable_item_date_required": "The collection date cannot be empty!",
    "v.receivable_items_required": "Add at least one item.",
    "v.receivable_last_item": "A receivable keeps at least one item: delete the receivable instead.",
    "v.receivable_user_not_found": "No such user.",
    "v.receivable_enrollment_not_found": "No such enrollment.",
    receivable_item_billed: "This instalment is already in a bill: change the bill instead.",
  },
  "zh-CN": {
    "v.receivable_title_required": "未来款项名称名称不得为空！",
    "v.receivable_item_title_required": "项目名称不得为空！",
    "v.receivable_item_date_required": "收款日期不得为空！",
    "v.receivable_items_required": "请至少添加一个项目。",
    "v.receivable_last_item": "未来款项至少要保留一个项目：请改为删除整笔未来款项。",
    "v.receivable_user_not_found": "找不到该用户。",
    "v.receivable_enrollment_not_found": "找不到该报名记录。",
    receivable_item_billed: "这一期已开立账单：请改为修改账单。",
  },
  "zh-TW": {
    "v.receivable_title_required": "未來款項名稱名稱不得為空！",
    "v.receivable_item_title_required": "項目名稱不得為空！",
    "v.receivable_item_date_required": "收款日期不得為空！",
    "v.receivable_items_required": "請至少新增一個項目。",
    "v.receivable_last_item": "未來款項至少要保留一個項目：請改為刪除整筆未來款項。",
    "v.receivable_user_not_found": "找不到這位使用者。",
    "v.receivable_enrollment_not_found": "找不到這筆報名紀錄。",
    receivable_item_billed: "這一期已開立帳單：請改為修改帳單。",
  },
});
