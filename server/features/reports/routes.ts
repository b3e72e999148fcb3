import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ClubReportParamsSchema,
  ClubReportSchema,
  type ProgrammeReport,
  ProgrammeReportSchema,
  REPORT_CSV_NAMES,
  ReportQuerySchema,
} from "../../../contract/reports.ts";
import { userOf } from "../../plugins/guards.ts";
import { ReportCache } from "./report-cache.ts";
import * as reportService from "./service.ts";

const CsvParamsSchema = z.object({ name: z.enum(REPORT_CSV_NAMES) });

/** Club health and regional reports (issue 39, ADR 045): admins see all, a leader their clubs. */
export async function reportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const context = () => ({
    now: app.clock.now(),
    escalateAfterDays: app.env.REVIEW_ESCALATE_AFTER_DAYS,
  });
  // The page, its region filter and its CSV downloads read the same figures (ADR 052).
  const programmeReports = new ReportCache<ProgrammeReport>(app.env.REPORT_CACHE_SECONDS * 1000);

  routes.get(
    "/api/admin/reports",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["reports"],
        summary: "The programme's figures per club, per region and in all; cohorts; health flags",
        querystring: ReportQuerySchema,
        response: { 200: ProgrammeReportSchema },
      },
    },
    async (request, reply) =>
      reply
        .header("cache-control", "no-store")
        .send(await reportService.programmeReport(db, context(), request.query, programmeReports)),
  );

  routes.get(
    "/api/admin/reports/:name.csv",
    {
      onRequest: app.requireAdmin,
      // Not JSON: the OpenAPI document describes the 200 answer as this type.
      config: { produces: "text/csv" },
      schema: {
        tags: ["reports"],
        summary: "A report's clubs, regions or cohorts as CSV (RFC 4180, UTF-8 with BOM; admins)",
        params: CsvParamsSchema,
        querystring: ReportQuerySchema,
      },
    },
    async (request, reply) => {
      const report = await reportService.programmeReport(
        db,
        context(),
        request.query,
        programmeReports,
      );
      const { csv, fileName } = reportService.reportCsv(report, request.params.name);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  routes.get(
    "/api/clubs/:clubId/report",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["reports"],
        summary: "One club's figures, cohorts and health flags (its leader, or an admin)",
        params: ClubReportParamsSchema,
        querystring: ReportQuerySchema,
        response: { 200: ClubReportSchema },
      },
    },
    async (request, reply) =>
      reply
        .header("cache-control", "no-store")
        .send(
          await reportService.clubReport(
            db,
            context(),
            userOf(request),
            request.params.clubId,
            request.query,
          ),
        ),
  );
}
