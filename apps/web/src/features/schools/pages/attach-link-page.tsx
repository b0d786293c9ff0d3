import { Divider, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import type { RouteHandle } from "../../../app/route-handle";
import { LinkForm } from "../components/staff/link-form";
import { LinkList } from "../components/staff/link-list";
import { PickedSchool } from "../components/staff/picked-school";
import { schoolStaffKeys } from "../components/staff/staff-api";
import { StaffPage } from "../components/staff/staff-page";
import { useStaffTranslation } from "../components/staff/staff-texts";

export const handle: RouteHandle = { i18n: ["schools"] };

/**
 * /attachLinkToSchool: staff attach links to a school (admissions page, net-price calculator, virtual
 * tour) that its Overview lists; http(s) addresses only.
 */
export default function AttachLinkPage() {
  const { t } = useStaffTranslation();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: schoolStaffKeys.all });
  return (
    <StaffPage title={t("links.title")}>
      <PickedSchool>
        {(school) => (
          <Stack gap="lg" key={school.id}>
            <LinkForm
              schoolId={school.id}
              onAdded={() => {
                notifications.show({ color: "teal", message: t("links.added") });
                refresh();
              }}
            />
            <Divider />
            <LinkList links={school.links} onRemoved={refresh} />
          </Stack>
        )}
      </PickedSchool>
    </StaffPage>
  );
}
