import { THIRD_SERVICE_TYPES } from "@edu/shared/counseling-accounts";
import {
  type ApplicationType,
  COUNSELING_PROFILE_SECTIONS,
  type CounselingProfileSection,
} from "@edu/shared/counseling-profile";
import { Accordion, Anchor, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { profileQuery } from "../api/counseling-profile-api";
import { useProfileTexts } from "../lib/use-profile-texts";
import { CounselingTabs } from "./counseling-tabs";
import { SectionForm } from "./section-form";

/**
 * A student's application profile (spec 03 §3): the eight sections as an accordion (one open at a time;
 * a section once opened stays mounted, so its unsaved answers survive opening another), each its own form
 * and save; above them, the three application services' pages. `base` is the page's own address
 * (…/applicationForms), under which the services' pages live.
 */
export function ProfileEditor({ studentId, base }: { studentId: number; base: string }) {
  const { t } = useProfileTexts();
  const profile = useQuery(profileQuery(studentId));
  const viewer = useViewerRoles();
  const [open, setOpen] = useState<CounselingProfileSection | null>("profile");
  const [opened, setOpened] = useState<Set<CounselingProfileSection>>(() => new Set(["profile"]));
  if (profile.isError) return <LoadErrorPage error={profile.error} onRetry={() => profile.refetch()} />;
  if (!profile.data) return <PageLoader />;
  const data = profile.data;
  const name = displayName(data.student);
  const title = t("editor.title", { name });
  const savedType = (data.sections.profile.data.application_type ?? null) as ApplicationType | null;
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        {viewer.user?.id !== studentId && (
          <Anchor component={Link} to="/private/counseling/portal" size="sm">
            {t("editor.back")}
          </Anchor>
        )}
        <CounselingTabs base={base.replace(/\/applicationForms$/, "")} current="applicationForms" />
        <div>
          <Title order={1}>{title}</Title>
          <Text size="sm" c="gray.7">
            {t("editor.intro")}
          </Text>
        </div>
        <Group gap="sm" wrap="wrap" aria-label={t("editor.services")} role="group">
          {THIRD_SERVICE_TYPES.map((type) => (
            <Button
              key={type}
              component={Link}
              to={`${base}/${type}`}
              variant="light"
              leftSection={<IconExternalLink size={16} aria-hidden="true" />}
            >
              {t(`services.${type}`)}
            </Button>
          ))}
        </Group>
        <Accordion
          value={open}
          onChange={(value) => {
            const section = value as CounselingProfileSection | null;
            setOpen(section);
            if (section) setOpened((seen) => new Set(seen).add(section));
          }}
          variant="separated"
          order={2}
        >
          {COUNSELING_PROFILE_SECTIONS.map((section) => {
            const canEdit = data.can_edit.includes(section);
            return (
              <Accordion.Item key={section} value={section} data-testid={`section-${section}`}>
                <Accordion.Control>
                  <Group gap="xs" wrap="wrap">
                    <span>{t(`sections.${section}`)}</span>
                    {!canEdit && (
                      <Text span size="xs" c="gray.7">
                        {t("section.readOnlyBadge")}
                      </Text>
                    )}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  {opened.has(section) && (
                    <SectionForm
                      studentId={studentId}
                      section={section}
                      envelope={data.sections[section]}
                      canEdit={canEdit}
                      savedApplicationType={savedType}
                    />
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      </Stack>
    </Container>
  );
}
