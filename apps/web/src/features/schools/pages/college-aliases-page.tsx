import { Divider, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { AliasAddForm } from "../components/staff/alias-add-form";
import { AliasList } from "../components/staff/alias-list";
import { LoadFailed } from "../components/staff/load-failed";
import { PickedSchool } from "../components/staff/picked-school";
import { schoolAliasesQuery, schoolStaffKeys } from "../components/staff/staff-api";
import { StaffPage } from "../components/staff/staff-page";
import { useStaffTranslation } from "../components/staff/staff-texts";

export const handle: RouteHandle = { i18n: ["schools"] };

function SchoolAliases({ schoolId }: { schoolId: number }) {
  const { t } = useStaffTranslation();
  const queryClient = useQueryClient();
  const aliases = useQuery(schoolAliasesQuery(schoolId));
  // An alias changes the school's names everywhere (search, its page): refresh every school query.
  const refresh = () => queryClient.invalidateQueries({ queryKey: schoolStaffKeys.all });
  return (
    <Stack gap="lg">
      <AliasAddForm
        schoolId={schoolId}
        onAdded={(alias) => {
          notifications.show({ color: "teal", message: t("aliases.added", { name: alias.name }) });
          void refresh();
        }}
      />
      <Divider />
      {aliases.isError && <LoadFailed onRetry={() => void aliases.refetch()} />}
      {aliases.isPending && <PageLoader />}
      {aliases.data && <AliasList aliases={aliases.data.data} onChanged={() => void refresh()} />}
    </Stack>
  );
}

/**
 * /collegeAliases: a school's names in every language (spec 03 §3 College alias). A name belongs to one
 * school: the form says as it is typed whether the name is taken, and a refused add names its school.
 */
export default function CollegeAliasesPage() {
  const { t } = useStaffTranslation();
  return (
    <StaffPage title={t("aliases.title")}>
      <PickedSchool>{(school) => <SchoolAliases key={school.id} schoolId={school.id} />}</PickedSchool>
    </StaffPage>
  );
}
