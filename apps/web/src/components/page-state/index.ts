export { LoadErrorPage, NoPermissionPage, NotFoundPage, PageState, type PageStateKind } from "./page-state";
