/** GET site-content/site.contact: one reader for the whole app (the shell's), so one request per page. */
export { siteContactQuery } from "../../../app/shell/contact-info";
