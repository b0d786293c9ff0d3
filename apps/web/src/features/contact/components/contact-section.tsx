import { Container, Loader, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import classes from "./contact.module.css";
import { ContactDetails } from "./contact-details";

const ContactForm = lazy(() => import("./contact-form").then((module) => ({ default: module.ContactForm })));

/** Height the form takes, kept while its code loads so nothing below it moves. */
const FORM_MIN_HEIGHT = 470;

type ContactSectionProps = {
  /** Load the form at once (the contact page) rather than when the section nears the viewport. */
  eager?: boolean;
  /** The heading level of the section title (h2 on the landing page, h2 under a page hero). */
  title?: string;
  lead?: string;
};

/**
 * The contact section: title and contact details are static (prerendered); the form's code (Mantine form,
 * zod schemas) is a separate chunk fetched when the section scrolls near the viewport.
 */
export function ContactSection({ eager = false, title, lead }: ContactSectionProps) {
  const { t } = useTranslation("contact");
  const ref = useRef<HTMLElement>(null);
  const [load, setLoad] = useState(eager);
  useEffect(() => {
    if (load) return;
    const node = ref.current;
    if (!node || typeof IntersectionObserver === "undefined") {
      setLoad(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLoad(true);
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [load]);
  const placeholder = (
    <Stack mih={FORM_MIN_HEIGHT} align="center" justify="center" role="status" aria-label={t("loadingForm")}>
      <Loader aria-hidden="true" />
    </Stack>
  );
  return (
    <section id="contact" ref={ref} aria-labelledby="contact-title" style={{ scrollMarginTop: 80 }}>
      <Container size="lg" py={56}>
        <Title id="contact-title" order={2}>
          {title ?? t("title")}
        </Title>
        <Text c="gray.7" mt="xs" maw={680}>
          {lead ?? t("lead")}
        </Text>
        <div className={classes.layout}>
          <div className={classes.form}>
            {load ? <Suspense fallback={placeholder}>{<ContactForm />}</Suspense> : placeholder}
          </div>
          <div>
            <ContactDetails showQr={load} />
          </div>
        </div>
      </Container>
    </section>
  );
}
