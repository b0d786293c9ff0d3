import { Container, Stack, Tabs, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageTitle } from "../../../components/page-title";
import { AdminAccess } from "../components/admin-access";
import { ContentAdminNav } from "../components/content-admin-nav";

export const handle: RouteHandle = { i18n: ["content-admin"] };

const SECTIONS = ["home", "about", "category", "topic", "instructors-faq"] as const;

/** /admin/edit-faq with children home, about (questions), category (labels), topic, instructors-faq. */
export default function FaqAdminLayout() {
  const { t } = useTranslation("content-admin");
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = SECTIONS.find((section) => pathname.endsWith(`/${section}`)) ?? "home";
  return (
    <AdminAccess>
      <Container size="xl" py="lg">
        {/* Each section its own title (one title for all five named none of them). */}
        <PageTitle title={`${t(`faq.tabs.${current}`)} · ${t("faq.metaTitle")}`} />
        <Stack gap="md">
          <ContentAdminNav />
          <Title order={1}>{t("faq.title")}</Title>
          <Tabs value={current} onChange={(value) => value && navigate(`/admin/edit-faq/${value}`)}>
            <Tabs.List aria-label={t("faq.sections")}>
              {SECTIONS.map((section) => (
                <Tabs.Tab key={section} value={section}>
                  {t(`faq.tabs.${section}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Outlet />
        </Stack>
      </Container>
    </AdminAccess>
  );
}
