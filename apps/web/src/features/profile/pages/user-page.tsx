import { Alert, Badge, Container, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { formatName } from "../../../lib/person-name";
import { hasRole, isStaff } from "../../../lib/roles";
import { LineNotesLink } from "../../line-notes";
import { ownProfileQuery, profileByIdQuery } from "../api/profile-api";
import { AccountPanel } from "../components/admin/account-panel";
import { AuditPanel } from "../components/admin/audit-panel";
import { DeleteUserButton } from "../components/admin/delete-user-button";
import { FamilyPanel } from "../components/admin/family-panel";
import { TagsPanel } from "../components/admin/tags-panel";
import { ProfilePhoto } from "../components/profile-photo";
import { type EditablePart, ProfileView } from "../components/profile-view";

export const handle: RouteHandle = { i18n: ["profile", "data-list", "content-admin"] };

const ADMIN_TABS = ["profile", "account", "tags", "family", "audit"] as const;
type TabKey = (typeof ADMIN_TABS)[number];

/** The dialogs /user/{id}/{dialog} can open over the page. */
const DIALOGS: Record<string, EditablePart> = {
  editStudentInfoDialog: "student",
  editBasicInfoDialog: "basic",
  editTeacherInfoDialog: "teacher",
  editSurveyDialog: "survey",
};

/** /user/{id}: everything about one user; admins also manage roles, status, tags, family links and read the audit. */
export default function UserPage() {
  const { t } = useTranslation("profile");
  const params = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const userId = Number(params.id);
  const valid = Number.isInteger(userId) && userId > 0;
  const viewer = useQuery(ownProfileQuery());
  const profile = useQuery({ ...profileByIdQuery(userId), enabled: valid });
  if (!valid) return <Navigate to="/404" replace />;
  if (params.dialog !== undefined && !(params.dialog in DIALOGS))
    return <Navigate to={`/user/${userId}`} replace />;
  if (profile.isPending || viewer.isPending) return <PageLoader />;
  if (profile.isError) {
    const notFound = isApiError(profile.error) && profile.error.status === 404;
    return (
      <Container size="md" py="lg">
        <Alert color={notFound ? "yellow" : "red"}>
          {notFound ? t("user.notFound") : profile.error.message}
        </Alert>
      </Container>
    );
  }
  const isAdmin = hasRole(viewer.data?.user, "super-admin");
  const { user } = profile.data;
  const requested = searchParams.get("tab") as TabKey | null;
  const tab: TabKey = isAdmin && requested && ADMIN_TABS.includes(requested) ? requested : "profile";
  const isSelf = viewer.data?.user.id === user.id;
  // Family members' pages open for admin and staff; a parent or teacher reading this page would be refused.
  const canOpenFamily = isStaff(viewer.data?.user);
  // A parent may answer their child's survey; everything else here is the admin's.
  const isParent = viewer.data?.children.some((child) => child.id === user.id) ?? false;
  const editable: EditablePart[] = isAdmin
    ? ["basic", "student", "teacher", "survey"]
    : isParent
      ? ["survey"]
      : [];
  const name = formatName(user);
  const dialogPart = params.dialog ? (DIALOGS[params.dialog] ?? null) : null;

  const view = (
    <ProfileView
      profile={profile.data}
      target={{ kind: "admin", userId }}
      editable={editable}
      familyLinks={{ parents: canOpenFamily, children: canOpenFamily }}
      openPart={tab === "profile" ? dialogPart : null}
      onOpenPartClose={() => navigate(`/user/${userId}`, { replace: true })}
    />
  );

  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("user.metaTitle", { username: user.username })} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Group gap="md" align="center" wrap="wrap">
            <ProfilePhoto profile={profile.data} target={{ kind: "admin", userId }} editable={isAdmin} />
            <div>
              <Title order={1}>{user.username}</Title>
              {name && <Text c="gray.7">{name}</Text>}
            </div>
          </Group>
          <Group gap="sm">
            <Badge size="lg" variant="dot" color={user.is_active ? "teal" : "gray"} data-testid="user-status">
              {user.is_active ? t("account.active") : t("account.inactive")}
            </Badge>
            <LineNotesLink userId={userId} />
            {isAdmin && !isSelf && <DeleteUserButton user={user} />}
          </Group>
        </Group>
        {isAdmin ? (
          <Tabs
            value={tab}
            onChange={(next) => {
              const nextParams = new URLSearchParams(searchParams);
              if (!next || next === "profile") nextParams.delete("tab");
              else nextParams.set("tab", next);
              setSearchParams(nextParams, { replace: true });
            }}
            keepMounted={false}
          >
            <Tabs.List mb="md" style={{ overflowX: "auto", flexWrap: "nowrap" }}>
              {ADMIN_TABS.map((key) => (
                <Tabs.Tab key={key} value={key}>
                  {t(`user.tabs.${key}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="profile">{view}</Tabs.Panel>
            <Tabs.Panel value="account">
              <AccountPanel profile={profile.data} isSelf={isSelf} />
            </Tabs.Panel>
            <Tabs.Panel value="tags">
              <TagsPanel user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="family">
              <FamilyPanel profile={profile.data} />
            </Tabs.Panel>
            <Tabs.Panel value="audit">
              <AuditPanel userId={user.id} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          view
        )}
      </Stack>
    </Container>
  );
}
