-- The private-lesson and counseling kinds (course sessions 1-6, 0008) in Chinese: the enrollment
-- form's private and counseling choices show their titles. Only rows nobody translated yet.
UPDATE "course_sessions" AS s SET "translations" = v.t::jsonb
FROM (VALUES
  (1, '{"zh-TW":{"title":"一對一家教（實體）"},"zh-CN":{"title":"一对一私教（线下）"}}'),
  (2, '{"zh-TW":{"title":"一對一家教（線上）"},"zh-CN":{"title":"一对一私教（线上）"}}'),
  (3, '{"zh-TW":{"title":"升學諮詢"},"zh-CN":{"title":"升学咨询"}}'),
  (4, '{"zh-TW":{"title":"大學申請諮詢"},"zh-CN":{"title":"大学申请咨询"}}'),
  (5, '{"zh-TW":{"title":"導師輔導計畫"},"zh-CN":{"title":"导师辅导计划"}}'),
  (6, '{"zh-TW":{"title":"客製化課程"},"zh-CN":{"title":"定制课程"}}')
) AS v(id, t)
WHERE s."id" = v.id AND s."translations" = '{}'::jsonb;
