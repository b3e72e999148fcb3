import { prepareTestDatabaseTemplate } from "./test-database.ts";

/** Once per run, before any test file: the template every test database is copied from. */
export default async function setup() {
  await prepareTestDatabaseTemplate();
}
