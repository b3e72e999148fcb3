// The references the API is measured against, in a process of their own, on the same PostgreSQL
// database: a bare Fastify JSON route, Fastify plus one primary-key query (one row), Fastify plus
// one query reading 20 rows of the inbox's width by primary-key range, and Fastify plus one
// `INSERT ... RETURNING` in a transaction. The tables the last two use are created and seeded by
// `seedReferenceTables` (bench/api.ts).
import Fastify from "fastify";
import pg from "pg";

/** The rows `seedReferenceTables` wrote into `bench_reference_rows` (`startReferenceServer`). */
const REFERENCE_ROWS = Number(process.env.REFERENCE_ROWS ?? 10_000);
/** A page, as the inbox answers one. */
const PAGE = 20;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
app.get("/bare", async () => ({ hello: "world" }));
app.get("/one-query", async () => {
  const id = 1 + Math.floor(Math.random() * 1000);
  const { rows } = await pool.query("select id, club_name from clubs where id = $1", [id]);
  return rows[0] ?? null;
});
// The inbox's columns (an id, four texts, a time PostgreSQL formats, a flag), 20 at a time.
app.get("/twenty-rows", async () => {
  const from = 1 + Math.floor(Math.random() * (REFERENCE_ROWS - PAGE));
  const { rows } = await pool.query({
    name: "twenty_rows",
    text: `select id, kind, title, body, link,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
        read_at is not null as read
      from bench_reference_rows where id >= $1 and id < $2 order by id`,
    values: [from, from + PAGE],
  });
  return rows;
});
// A write as a plain handler does one: begin, insert, commit, answer the new row.
app.post<{ Body: { title?: string } | undefined }>("/write", async (request, reply) => {
  const title = typeof request.body?.title === "string" ? request.body.title : "A bench write";
  const client = await pool.connect();
  try {
    await client.query("begin");
    const { rows } = await client.query({
      name: "write_row",
      text: `insert into bench_reference_writes (kind, title, body, link) values ($1, $2, $3, $4)
        returning id, created_at as "createdAt"`,
      values: ["bench-write", title, "A row written by the write reference", "/bench"],
    });
    await client.query("commit");
    return reply.code(201).send(rows[0]);
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
});
app.get("/health", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => {
  void Promise.all([app.close(), pool.end()]).then(() => process.exit(0));
});
