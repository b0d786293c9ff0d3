import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("features/landing/pages/landing-page.tsx"),
  route("404", "features/not-found/pages/not-found-page.tsx"),
  route("*", "app/routes/unknown-path.tsx"),
] satisfies RouteConfig;
