import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { PortalList } from "../components/portal-list";
import { schoolsTypePath } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["counseling-workspace", "data-list"] };

/** What an empty portal means for this reader, and what to do about it. */
function EmptyPortal({ parentOnly, username }: { parentOnly: boolean; username: string | undefined }) {
  const { t } = useTranslation("counseling-workspace");
  if (parentOnly) return <Text>{t("portal.noChildren")}</Text>;
  return (
    <Stack gap="xs" align="flex-start">
      <Text>{t("portal.empty")}</Text>
      <Group gap="sm">
        <Button component={Link} to="/contact" size="xs" variant="light">
          {t("entry.contactOffice")}
        </Button>
        {username && (
          <Button component={Link} to={schoolsTypePath(username)} size="xs" variant="subtle">
            {t("portal.changeType")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * /private/counseling/portal: every student the caller may read (a counselor's students, a parent's
 * children, everyone for super-admin) with the next deadline and open work, each leading into the
 * student's workspace. Parents read it as their children's progress.
 */
export default function CounselingPortalPage() {
  const { t } = useTranslation("counseling-workspace");
  const viewer = useViewerRoles();
  const parentOnly = viewer.isParent && !viewer.isTeacher && !viewer.isStaff;
  const title = t(parentOnly ? "portal.parentTitle" : "portal.title");
  return (
    <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <div>
          <Title order={1}>{title}</Title>
          <Text size="sm" c="gray.7">
            {t(parentOnly ? "portal.parentIntro" : "portal.intro")}
          </Text>
        </div>
        <PortalList empty={<EmptyPortal parentOnly={parentOnly} username={viewer.user?.username} />} />
      </Stack>
    </Container>
  );
}
