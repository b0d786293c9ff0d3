import { WORKSPACE_ROLE_TYPES, type WorkspaceRoleType } from "@edu/shared/counseling-workspace";
import { profileEndpoints } from "@edu/shared/profiles";
import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { call } from "../../../lib/endpoint-client";
import { displayName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { PortalList } from "../components/portal-list";
import { PORTAL_PATH } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["counseling-workspace", "data-list"] };

const USER_ID = /^[1-9]\d{0,9}$/;

function readFilter(roleType: string | undefined, userId: string | undefined) {
  const role = WORKSPACE_ROLE_TYPES.find((value) => value === roleType);
  return role && userId && USER_ID.test(userId) ? { role_type: role, user_id: Number(userId) } : undefined;
}

/** The person a filter is about, by name: the reader themselves, or read from their profile (super-admin). */
function useFilterPerson(userId: number, own: boolean) {
  const viewer = useViewerRoles();
  const profile = useQuery({
    queryKey: ["counseling-workspace", "filter-person", userId],
    queryFn: ({ signal }) =>
      call(profileEndpoints.getUserProfile, { params: { id: userId } }, { signal, overlay: false }),
    enabled: !own,
    staleTime: 5 * 60_000,
  });
  const person = own ? viewer.user : profile.data?.user;
  return person ? displayName(person) : `#${userId}`;
}

function FilteredPortal({ role, userId, own }: { role: WorkspaceRoleType; userId: number; own: boolean }) {
  const { t } = useTranslation("counseling-workspace");
  const name = useFilterPerson(userId, own);
  const title = t(`filter.title.${role}`, { name });
  return (
    <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("filter.metaTitle", { title })} />
      <Stack gap="md">
        <div>
          <Title order={1}>{title}</Title>
          <Text size="sm" c="gray.7">
            {t(`filter.intro.${role}`)}{" "}
            <Anchor component={Link} to={PORTAL_PATH} underline="always">
              {t("filter.all")}
            </Anchor>
          </Text>
        </div>
        <PortalList
          filter={{ role_type: role, user_id: userId }}
          empty={<Text>{t(`filter.empty.${role}`)}</Text>}
        />
      </Stack>
    </Container>
  );
}

/**
 * /private/counseling/filter/{roleType}/{userId}: the portal narrowed to one counselor's students
 * (teacher), one parent's children (parent) or one student — super-admin's view of anyone, anyone's of
 * themselves (the server refuses the rest with 403, and so does this page).
 */
export default function CounselingFilterPage() {
  const { roleType, userId } = useParams();
  const viewer = useViewerRoles();
  const filter = readFilter(roleType, userId);
  if (!filter) return <NotFoundPage />;
  if (!viewer.user) return <PageLoader />;
  const own = viewer.user.id === filter.user_id;
  if (!own && !viewer.isAdmin) return <NoPermissionPage />;
  return <FilteredPortal role={filter.role_type} userId={filter.user_id} own={own} />;
}
