/**
 * The enforced dependency graph (ADR 032). Run by `npm run deps` and by `npm test` right after
 * TypeScript; server/dependency-rules.test.ts proves the rules catch a forbidden import. Test
 * files are left out: they may reach inside a feature to set up its data.
 */

/** A forbidden dependency, always an error: `name`, why, and from where to where. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: "error", from, to });

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      "no-cycles",
      "No module depends on itself through others (type-only and lazy imports count too). The one exception: the table definitions in server/db/schema, whose foreign keys reference each other as the database's tables do (users.club_id -> clubs, clubs.leader_id -> users).",
      { pathNot: "^server/db/schema/" },
      { circular: true },
    ),
    forbid(
      "infrastructure-imports-no-feature",
      "server/jobs, plugins, events, lib, db and auth sit below the features: features register with them (jobs, hooks); only the composition root (server/app.ts, server/main.ts) wires features in.",
      { path: "^server/(jobs|plugins|events|lib|db|auth)/" },
      { path: "^server/features/" },
    ),
    forbid(
      "notify-imports-no-feature",
      "server/notify is the notification pipeline below the features: every feature calls it, it calls none.",
      { path: "^server/notify/" },
      { path: "^server/features/" },
    ),
    forbid(
      "notify-through-its-entry",
      "Outside server/notify, the notification pipeline is used through server/notify/index.ts only.",
      { pathNot: "^server/notify/" },
      { path: "^server/notify/", pathNot: "^server/notify/index\\.ts$" },
    ),
    forbid(
      "feature-through-public-entry",
      "A server feature uses another feature only through its public entry server/features/<other>/index.ts; its repository, service and policy are its own.",
      { path: "^server/features/([^/]+)/" },
      {
        path: "^server/features/",
        pathNot: ["^server/features/$1/", "^server/features/[^/]+/index\\.ts$"],
      },
    ),
    forbid(
      "web-features-independent",
      "Web features do not import one another: web/app composes them, shared pieces live in web/components or web/lib.",
      { path: "^web/features/([^/]+)/" },
      { path: "^web/features/", pathNot: "^web/features/$1/" },
    ),
    forbid(
      "web-shared-imports-no-feature",
      "web/components, web/lib and web/i18n are shared by the features and import none of them.",
      { path: "^web/(components|lib|i18n)/" },
      { path: "^web/features/" },
    ),
    forbid(
      "contract-and-content-import-no-side",
      "contract/ and content/ are shared by server and web and import neither.",
      { path: "^(contract|content)/" },
      { path: "^(server|web)/" },
    ),
    forbid(
      "web-imports-no-server",
      "The web talks to the server through the contract and HTTP only.",
      { path: "^web/" },
      { path: "^server/" },
    ),
    forbid(
      "server-imports-no-web",
      "The server renders the web through the built bundle, never by importing web/ source.",
      { path: "^server/" },
      { path: "^web/" },
    ),
  ],
  options: {
    includeOnly: "^(server|web|contract|content)/",
    exclude: { path: ["\\.test\\.tsx?$", "^web/test/", "/migrations/"] },
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
