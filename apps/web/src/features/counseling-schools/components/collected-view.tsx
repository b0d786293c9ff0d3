import type { CollectedSchool } from "@edu/shared/counseling-schools";
import { SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format-date";
import { serviceLabel } from "../lib/labels";
import { Deadlines } from "./school-cells";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={500}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** One collected school read: every field of spec 03 §3 by the interface's names (the password never). */
export function CollectedView({ school }: { school: CollectedSchool }) {
  const { t } = useTranslation("counseling-schools");
  const or = (value: string | null, prefix: string) => (value ? t(`${prefix}.${value}`) : "—");
  const portal = school.application_portal;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0}>
      <Field label={t("field.category")}>{t(`category.${school.category}`)}</Field>
      <Field label={t("field.applying")}>{t(school.is_applying ? "yes" : "no")}</Field>
      <Field label={t("field.applicationType")}>
        {or(school.application_type, "applicationType")}
        {school.has_tr === 1 ? ` (${t("field.transferNote")})` : ""}
      </Field>
      <Field label={t("field.applicationForm")}>
        {portal ? (serviceLabel(portal) ?? t(`portal.${portal}`)) : "—"}
      </Field>
      <Field label={t("field.plan")}>{or(school.decision_plan, "plan")}</Field>
      <Field label={t("field.deadlines")}>
        <Deadlines school={school} />
      </Field>
      <Field label={t("field.submissionDate")}>{formatDate(school.application_submission_date)}</Field>
      <Field label={t("field.financialDate")}>{formatDate(school.financial_submission_date)}</Field>
      <Field label={t("field.status")}>{or(school.application_status, "status")}</Field>
      <Field label={t("field.result")}>{or(school.admissions_result, "result")}</Field>
      <Field label={t("field.enrolled")}>{t(school.is_enrolled ? "yes" : "no")}</Field>
      <Field label={t("field.username")}>{school.login_field_username || "—"}</Field>
      <Field label={t("field.password")}>
        {t(school.has_login_password ? "field.passwordStored" : "field.passwordNone")}
      </Field>
      <Field label={t("field.cycle")}>{school.cycle}</Field>
    </SimpleGrid>
  );
}
