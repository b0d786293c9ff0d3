import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Timeline,
  Title,
} from "@mantine/core";
import {
  IconCash,
  IconChecks,
  IconFileInvoice,
  IconMailForward,
  IconReceipt,
  IconSchool,
  IconShieldCheck,
  IconUserDollar,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageTitle } from "../../../components/page-title";

export const handle: RouteHandle = { i18n: ["billing-guide"] };

/** One step of the flow: its text key, icon and the screens it happens on. */
type Step = { key: string; icon: ReactNode; links: { to: string; label: string }[] };

const STEPS: Step[] = [
  { key: "enroll", icon: <IconSchool size={14} />, links: [{ to: "/enrollment", label: "enrollments" }] },
  {
    key: "bill",
    icon: <IconFileInvoice size={14} />,
    links: [
      { to: "/bill/create", label: "createBill" },
      { to: "/receivable/create", label: "createReceivable" },
      { to: "/receivable", label: "receivables" },
    ],
  },
  { key: "send", icon: <IconMailForward size={14} />, links: [{ to: "/bill", label: "bills" }] },
  {
    key: "pay",
    icon: <IconCash size={14} />,
    links: [
      { to: "/balance", label: "balance" },
      { to: "/stripe/deposit", label: "deposit" },
    ],
  },
  { key: "verify", icon: <IconShieldCheck size={14} />, links: [{ to: "/bill", label: "bills" }] },
  { key: "paid", icon: <IconChecks size={14} />, links: [{ to: "/bill", label: "bills" }] },
  { key: "receipt", icon: <IconReceipt size={14} />, links: [] },
  {
    key: "payroll",
    icon: <IconUserDollar size={14} />,
    links: [
      { to: "/session-classes", label: "classes" },
      { to: "/salary", label: "payroll" },
      { to: "/payment", label: "teacherPayments" },
    ],
  },
];

/**
 * /create-class/how-to-billing: how money moves through the platform, step by step, with a link to
 * the screen of each step: enroll → bill (or a future receivable) → send → the parent pays (bank
 * transfer with proof, card, or balance) → verify → paid → receipt; and teacher payroll from lesson
 * logs.
 */
export default function HowToBillingPage() {
  const { t } = useTranslation("billing-guide");
  return (
    <Container size="md" py="lg">
      <PageTitle title={t("metaTitle")} />
      <Stack gap="lg">
        <Title order={1}>{t("title")}</Title>
        <Text>{t("intro")}</Text>
        <Timeline active={STEPS.length - 1} bulletSize={26} lineWidth={2}>
          {STEPS.map((step, index) => (
            <Timeline.Item
              key={step.key}
              bullet={step.icon}
              title={
                <Text fw={600}>{t("stepTitle", { n: index + 1, title: t(`steps.${step.key}.title`) })}</Text>
              }
            >
              <Stack gap={6} mt={4}>
                <Text size="sm">{t(`steps.${step.key}.body`)}</Text>
                {step.key === "pay" && (
                  <List size="sm" spacing={4}>
                    <List.Item>{t("steps.pay.transfer")}</List.Item>
                    <List.Item>{t("steps.pay.card")}</List.Item>
                    <List.Item>{t("steps.pay.balance")}</List.Item>
                  </List>
                )}
                {step.links.length > 0 && (
                  <Group gap="xs" wrap="wrap">
                    {step.links.map((link) => (
                      <Button key={link.to} size="compact-sm" variant="light" component={Link} to={link.to}>
                        {t(`links.${link.label}`)}
                      </Button>
                    ))}
                  </Group>
                )}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {t("money.title")}
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>{t("money.currencies")}</List.Item>
            <List.Item>{t("money.rounding")}</List.Item>
            <List.Item>
              {t("money.rates")}{" "}
              <Anchor component={Link} to="/exchange-rates">
                {t("links.rates")}
              </Anchor>
            </List.Item>
            <List.Item>{t("money.ledger")}</List.Item>
          </List>
        </Paper>
        <Alert color="blue" title={t("tips.title")}>
          <List size="sm" spacing={4}>
            <List.Item>{t("tips.receivables")}</List.Item>
            <List.Item>{t("tips.problem")}</List.Item>
            <List.Item>{t("tips.retry")}</List.Item>
          </List>
        </Alert>
      </Stack>
    </Container>
  );
}
