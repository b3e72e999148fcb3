// The references the API is measured against, in a process of their own: a bare Fastify JSON
// route and Fastify plus one primary-key query on the same PostgreSQL database.
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
app.get("/bare", async () => ({ hello: "world" }));
app.get("/one-query", async () => {
  const id = 1 + Math.floor(Math.random() * 1000);
  const { rows } = await pool.query("select id, club_name from clubs where id = $1", [id]);
  return rows[0] ?? null;
});
app.get("/health", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => {
  void Promise.all([app.close(), pool.end()]).then(() => process.exit(0));
});
