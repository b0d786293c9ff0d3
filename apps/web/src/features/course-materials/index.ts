/** The course-materials feature's public surface: a class's materials tab (session-classes renders it). */
export { ClassMaterials } from "./components/class-materials";
