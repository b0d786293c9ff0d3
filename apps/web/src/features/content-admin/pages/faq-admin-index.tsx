import { Navigate } from "react-router";

/** /admin/edit-faq opens its home section. */
export default function FaqAdminIndex() {
  return <Navigate to="/admin/edit-faq/home" replace />;
}
