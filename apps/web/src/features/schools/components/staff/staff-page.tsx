import { Container, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { PageLoader } from "../../../../components/page-loader";
import { NoPermissionPage } from "../../../../components/page-state";
import { PageTitle } from "../../../../components/page-title";
import { useViewerRoles } from "../../../auth";

/**
 * The frame of a staff screen for schools: staff and super-admins see `children`, anyone else the
 * not-allowed page (the server refuses their writes too), so nothing under it loads for them.
 */
export function StaffPage({ title, children }: { title: string; children: ReactNode }) {
  const viewer = useViewerRoles();
  if (!viewer.user) return <PageLoader />;
  if (!viewer.isStaff) return <NoPermissionPage />;
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}
