import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./site-header.module.css";

export function BrandLogo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={classes.brand} aria-label={t("brand.homeLink")}>
      <svg className={classes.logo} width="34" height="34" viewBox="0 0 34 34" aria-hidden="true">
        <rect width="34" height="34" rx="9" fill="#006e86" />
        <path d="M6 22c5-8 17-8 22 0" fill="none" stroke="#ffb364" strokeWidth="3" strokeLinecap="round" />
        <path d="M9 22v-5M17 22v-8M25 22v-5" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span>{t("brand.name")}</span>
    </Link>
  );
}
