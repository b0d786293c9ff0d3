import {
  BILLING_FIELDS_BY_COUNTRY,
  billingCountryOf,
  DEFAULT_CURRENCY,
  formatMoney,
  type Profile,
  type ProfileLink,
  type Role,
} from "@edu/shared";
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format-date";
import { formatName } from "../../../lib/person-name";
import { rolesOf } from "../../../lib/roles";
import { MissingLocalesBadges } from "../../content-admin";
import { billingLabelKey } from "../lib/billing-labels";
import { codeLabel } from "../lib/profile-codes";
import { answerText, SURVEY_QUESTIONS } from "../lib/survey";

export function Field({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === null || value === undefined || value === "";
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {empty ? "—" : value}
      </Text>
    </div>
  );
}

export function SectionCard({
  title,
  onEdit,
  editLabel,
  children,
  testId,
}: {
  title: string;
  onEdit?: () => void;
  editLabel?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {onEdit && (
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={onEdit}>
            {editLabel}
          </Button>
        )}
      </Group>
      {children}
    </Card>
  );
}

const ROLE_COLORS: Record<Role, string> = {
  "super-admin": "red",
  staff: "grape",
  teacher: "teal",
  student: "blue",
  parent: "orange",
  "test-editor": "gray",
};

export function RoleList({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation("profile");
  if (roles.length === 0) return <Text size="sm">—</Text>;
  return (
    <Group gap={4}>
      {roles.map((role) => (
        <Badge key={role} size="sm" variant="dot" color={ROLE_COLORS[role]}>
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </Group>
  );
}

export function BasicSection({ profile, onEdit }: { profile: Profile; onEdit?: () => void }) {
  const { t } = useTranslation("profile");
  const { user, basic } = profile;
  return (
    <SectionCard title={t("basic.title")} onEdit={onEdit} editLabel={t("edit")} testId="basic-section">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Field label={t("fields.username")} value={user.username} />
        <Field label={t("fields.firstName")} value={user.first_name} />
        <Field label={t("fields.lastName")} value={user.last_name} />
        <Field label={t("fields.roles")} value={<RoleList roles={user.all_roles} />} />
        <Field label={t("fields.created")} value={formatDate(user.created_at)} />
        <Field label={t("fields.currency")} value={user.default_currency} />
        <Field label={t("fields.email")} value={user.email} />
        <Field label={t("fields.phone")} value={basic.phone} />
        <Field label={t("fields.facebook")} value={basic.facebook} />
        <Field label={t("fields.line")} value={basic.line} />
        <Field label={t("fields.wechat")} value={basic.wechat} />
        <Field label={t("fields.skype")} value={basic.skype} />
        <Field label={t("fields.address")} value={basic.address} />
        <Field label={t("fields.timezone")} value={user.timezone} />
      </SimpleGrid>
    </SectionCard>
  );
}

export function StudentSection({ profile, onEdit }: { profile: Profile; onEdit?: () => void }) {
  const { t } = useTranslation("profile");
  const student = profile.student;
  if (!student) return null;
  const scores = Object.entries(student.test_scores);
  return (
    <SectionCard title={t("student.title")} onEdit={onEdit} editLabel={t("edit")} testId="student-section">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Field label={t("fields.school")} value={student.school} />
        <Field
          label={t("fields.gradeLevel")}
          value={
            student.grade_level
              ? t(`grades.${student.grade_level}`, { defaultValue: student.grade_level })
              : null
          }
        />
        <Field
          label={t("fields.accountType")}
          value={student.account_type ? t(`accountTypes.${student.account_type}`) : null}
        />
        <Field
          label={t("fields.testScores")}
          value={scores.length ? scores.map(([name, score]) => `${name}: ${String(score)}`).join(", ") : null}
        />
        <Field label={t("fields.classesTaken")} value={student.classes_taken} />
        <Field
          label={t("fields.languagePreference")}
          value={codeLabel(t, "languages", student.language_preference)}
        />
        <Field label={t("fields.heardFrom")} value={codeLabel(t, "heardFrom", student.heard_from)} />
        <Field label={t("fields.referral")} value={student.referral} />
        <Field label={t("fields.comments")} value={student.comments} />
        {student.notes !== null && <Field label={t("fields.notes")} value={student.notes} />}
      </SimpleGrid>
    </SectionCard>
  );
}

export function TeacherSection({ profile, onEdit }: { profile: Profile; onEdit?: () => void }) {
  const { t } = useTranslation("profile");
  const teacher = profile.teacher;
  if (!teacher) return null;
  const billing = teacher.billing;
  const billingCountry = billingCountryOf(billing);
  return (
    <SectionCard title={t("teacher.title")} onEdit={onEdit} editLabel={t("edit")} testId="teacher-section">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Field label={t("fields.college")} value={teacher.college} />
          <Field label={t("fields.graduationYear")} value={teacher.graduation_year} />
          <Field label={t("fields.major")} value={teacher.major} />
          <Field label={t("fields.subjects")} value={teacher.subjects.join(", ")} />
          <Field label={t("fields.hoursPerWeek")} value={teacher.hours_per_week} />
          <Field
            label={t("fields.meetingLink")}
            value={
              teacher.meeting_link ? (
                <Anchor href={teacher.meeting_link} target="_blank" rel="noreferrer">
                  {teacher.meeting_link}
                </Anchor>
              ) : null
            }
          />
          <Field label={t("fields.showBio")} value={teacher.show_bio ? t("yes") : t("no")} />
          {teacher.hourly_salary !== undefined && (
            <Field
              label={t("fields.hourlySalary")}
              value={
                teacher.hourly_salary === null
                  ? null
                  : // One amount on its own: the spec's $ (or ¥), one way of writing money.
                    formatMoney(teacher.hourly_salary, teacher.hourly_salary_currency ?? DEFAULT_CURRENCY)
              }
            />
          )}
          {teacher.admin_note !== undefined && (
            <Field label={t("fields.adminNote")} value={teacher.admin_note} />
          )}
        </SimpleGrid>
        {onEdit &&
          teacher.missing_locales &&
          (teacher.bio || teacher.tutoring_bio || teacher.counseling_bio) && (
            <Group gap="xs" data-testid="bio-translations">
              <Text size="sm" c="gray.7">
                {t("teacher.bioTranslations")}
              </Text>
              <MissingLocalesBadges locales={teacher.missing_locales} />
            </Group>
          )}
        {/* The bios in the reader's language (their own, the other Chinese, English). */}
        <Field label={t("fields.bio")} value={teacher.localized?.bio || teacher.bio} />
        <Field
          label={t("fields.tutoringBio")}
          value={teacher.localized?.tutoring_bio || teacher.tutoring_bio}
        />
        <Field
          label={t("fields.counselingBio")}
          value={teacher.localized?.counseling_bio || teacher.counseling_bio}
        />
        {billing && (
          <>
            <Title order={3} size="h5">
              {t("teacher.billing")}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              <Field label={t("fields.billingCountry")} value={t(`billingCountries.${billingCountry}`)} />
              {BILLING_FIELDS_BY_COUNTRY[billingCountry]
                .filter((field) => field !== "mailing_address_2")
                .map((field) =>
                  field === "mailing_address_1" ? (
                    <Field
                      key={field}
                      label={t("fields.mailingAddress")}
                      value={[billing.mailing_address_1, billing.mailing_address_2]
                        .filter(Boolean)
                        .join("\n")}
                    />
                  ) : (
                    <Field
                      key={field}
                      label={t(billingLabelKey(field, billingCountry))}
                      value={billing[field]}
                    />
                  ),
                )}
            </SimpleGrid>
          </>
        )}
        {teacher.application_answers && Object.keys(teacher.application_answers).length > 0 && (
          <>
            <Title order={3} size="h5">
              {t("teacher.application")}
            </Title>
            {Object.entries(teacher.application_answers).map(([question, answer]) => (
              <Field key={question} label={question} value={answer} />
            ))}
          </>
        )}
      </Stack>
    </SectionCard>
  );
}

export function LinkList({ links, linkToUsers }: { links: ProfileLink[]; linkToUsers: boolean }) {
  return (
    <Stack gap={6}>
      {links.map((link) => (
        <Group key={link.id} gap="xs" wrap="wrap">
          {linkToUsers ? (
            <Anchor component={Link} to={`/user/${link.id}`} fw={600}>
              {link.username}
            </Anchor>
          ) : (
            <Text fw={600}>{link.username}</Text>
          )}
          <Text size="sm">{formatName(link)}</Text>
          {link.email && (
            <Text size="sm" c="gray.7">
              {link.email}
            </Text>
          )}
          {link.phone && (
            <Text size="sm" c="gray.7">
              {link.phone}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** Which family members' pages the viewer may open (the server refuses the others). */
export type FamilyLinks = { parents: boolean; children: boolean };

export function FamilySection({ profile, links }: { profile: Profile; links: FamilyLinks }) {
  const { t } = useTranslation("profile");
  const { parents, children, user } = profile;
  const { isParent, isStudent } = rolesOf(user);
  if (!isParent && !isStudent && parents.length === 0 && children.length === 0) return null;
  return (
    <SectionCard title={t("family.title")} testId="family-section">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(isStudent || parents.length > 0) && (
          <div>
            <Text fw={700} mb={4}>
              {t("family.parents")}
            </Text>
            {parents.length ? (
              <LinkList links={parents} linkToUsers={links.parents} />
            ) : (
              <Text size="sm">{t("family.none")}</Text>
            )}
          </div>
        )}
        {(isParent || children.length > 0) && (
          <div>
            <Text fw={700} mb={4}>
              {t("family.children")}
            </Text>
            {children.length ? (
              <LinkList links={children} linkToUsers={links.children} />
            ) : (
              <Text size="sm">{t("family.none")}</Text>
            )}
          </div>
        )}
      </SimpleGrid>
    </SectionCard>
  );
}

export function SurveySection({ profile, onEdit }: { profile: Profile; onEdit?: () => void }) {
  const { t } = useTranslation("profile");
  const student = profile.student;
  if (!student) return null;
  const survey = student.survey;
  const extra = Object.keys(survey).filter((key) => !(SURVEY_QUESTIONS as readonly string[]).includes(key));
  return (
    <SectionCard title={t("survey.title")} onEdit={onEdit} editLabel={t("edit")} testId="survey-section">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {SURVEY_QUESTIONS.map((question) => (
          <Field
            key={question}
            label={t(`survey.questions.${question}`)}
            value={answerText(survey[question])}
          />
        ))}
        {extra.map((key) => (
          <Field key={key} label={key} value={answerText(survey[key])} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
