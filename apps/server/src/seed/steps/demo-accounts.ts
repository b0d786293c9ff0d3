import type { Role } from "@edu/shared";
import { hashPassword } from "../../modules/accounts";
import { basicProfiles, studentProfiles, teacherProfiles } from "../../modules/profiles/profiles.table";
import { parentStudents, userRoles, users } from "../../modules/users/users.table";
import type { DemoSeed } from "../seed";

type DemoUser = {
  username: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  lang?: "en" | "zh-CN" | "zh-TW";
  isActive?: boolean;
  phone: string;
};

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: "admin",
    firstName: "Grace",
    lastName: "Lin",
    roles: ["super-admin", "staff"],
    phone: "+886 2 2700 1234",
  },
  {
    username: "staff",
    firstName: "Kevin",
    lastName: "Chen",
    roles: ["staff"],
    lang: "zh-TW",
    phone: "+886 2 2700 5678",
  },
  {
    username: "teacher",
    firstName: "Emily",
    lastName: "Wang",
    roles: ["teacher"],
    phone: "+886 912 345 678",
  },
  {
    username: "teacher2",
    firstName: "David",
    lastName: "Liu",
    roles: ["teacher"],
    lang: "zh-CN",
    phone: "+86 138 0013 8000",
  },
  {
    username: "parent",
    firstName: "Jennifer",
    lastName: "Huang",
    roles: ["parent"],
    lang: "zh-TW",
    phone: "+886 933 222 111",
  },
  {
    username: "student",
    firstName: "Ethan",
    lastName: "Huang",
    roles: ["student"],
    phone: "+886 955 666 777",
  },
  {
    username: "student2",
    firstName: "Chloe",
    lastName: "Huang",
    roles: ["student"],
    phone: "+886 955 888 999",
  },
  {
    username: "testeditor",
    firstName: "Sam",
    lastName: "Wu",
    roles: ["test-editor"],
    phone: "+886 2 2700 9999",
  },
  {
    username: "former",
    firstName: "Oliver",
    lastName: "Tsai",
    roles: ["student"],
    isActive: false,
    phone: "+886 977 000 111",
  },
];

/** Spec demo accounts (issue 3): a parent with two children, two teachers, staff, a test editor, one inactive. */
export const demoAccountsSeed: DemoSeed = {
  name: "demo-accounts",
  run: async (tx, { config }) => {
    const passwordHash = await hashPassword(config.DEMO_PASSWORD);
    const ids = new Map<string, number>();
    for (const demo of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          username: demo.username,
          email: `${demo.username}@demo.example.com`,
          passwordHash,
          firstName: demo.firstName,
          lastName: demo.lastName,
          lang: demo.lang ?? "en",
          isActive: demo.isActive ?? true,
          finishBind: true,
        })
        .returning({ id: users.id });
      if (!row) throw new Error(`demo user ${demo.username}`);
      ids.set(demo.username, row.id);
      await tx.insert(userRoles).values(demo.roles.map((role) => ({ userId: row.id, role })));
      await tx
        .insert(basicProfiles)
        .values({ userId: row.id, phone: demo.phone, line: `${demo.username}.line` });
    }
    const id = (name: string) => ids.get(name) as number;
    await tx.insert(studentProfiles).values([
      {
        userId: id("student"),
        school: "Taipei American School",
        gradeLevel: "11",
        languagePreference: "en",
        heardFrom: "friend",
      },
      {
        userId: id("student2"),
        school: "Taipei American School",
        gradeLevel: "9",
        languagePreference: "zh-TW",
        heardFrom: "friend",
      },
      { userId: id("former"), school: "Shanghai American School", gradeLevel: "graduated" },
    ]);
    await tx.insert(teacherProfiles).values([
      {
        userId: id("teacher"),
        college: "Columbia University",
        graduationYear: 2015,
        major: "English Literature",
        subjects: ["SAT Reading", "SAT Writing", "TOEFL"],
        bio: "Ten years of SAT and TOEFL teaching; former admissions reader.",
        showBio: true,
        hourlySalary: 150000,
        hourlySalaryCurrency: "TWD",
      },
      {
        userId: id("teacher2"),
        college: "Peking University",
        graduationYear: 2012,
        major: "Mathematics",
        subjects: ["SAT Math", "ACT Math", "AP Calculus"],
        bio: "Math olympiad coach who makes the SAT math section feel easy.",
        showBio: true,
        hourlySalary: 30000,
        hourlySalaryCurrency: "CNY",
      },
    ]);
    await tx.insert(parentStudents).values([
      { parentId: id("parent"), studentId: id("student") },
      { parentId: id("parent"), studentId: id("student2") },
    ]);
  },
};
