import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AttendanceSummarySchema,
  CheckInCodeSchema,
  CheckInResultSchema,
  CheckInSchema,
  ClubAttendanceCountsSchema,
  MarkAttendanceSchema,
  MeetingAttendanceSchema,
  MeetingParams,
  MyMeetingSchema,
  SaveRsvpSchema,
} from "../../../contract/attendance.ts";
import { ClubParamsSchema } from "../../../contract/clubs.ts";
import { userOf } from "../../plugins/guards.ts";
import { type CheckInDeps, checkIn, checkInCode } from "./check-in.ts";
import { checkInKey } from "./check-in-token.ts";
import { deviceIdOf, deviceMarkKey, deviceMarkOf } from "./device-mark.ts";
import * as attendanceService from "./service.ts";

export async function attendanceRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const secret = app.env.AUTH_SECRET;
  if (!secret) throw new Error("check-in codes need AUTH_SECRET (main.ts sets it)");
  const deps: CheckInDeps = {
    key: checkInKey(secret),
    baseUrl: app.env.BASE_URL,
  };
  const markKey = deviceMarkKey(secret);
  const https = app.env.BASE_URL.startsWith("https:");
  const meetingOf = (params: { clubId: number; meetingKey: string }) => ({
    clubId: params.clubId,
    meetingKey: params.meetingKey,
  });

  routes.get(
    "/api/clubs/:clubId/meetings/:meetingKey/me",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["attendance"],
        summary: "The member's answer to one meeting, place on its waitlist and attendance",
        params: MeetingParams,
        response: { 200: MyMeetingSchema },
      },
    },
    async (request) =>
      attendanceService.myMeeting(
        db,
        userOf(request),
        request.params.clubId,
        request.params.meetingKey,
      ),
  );

  routes.put(
    "/api/clubs/:clubId/meetings/:meetingKey/rsvp",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["attendance"],
        summary:
          "I'll be there (or not): beyond an in-person capacity, the waitlist; 409 once begun or cancelled",
        params: MeetingParams,
        body: SaveRsvpSchema,
        response: { 200: MyMeetingSchema },
      },
    },
    async (request) =>
      attendanceService.answer(
        db,
        app.clock,
        userOf(request),
        meetingOf(request.params),
        request.body.answer,
      ),
  );

  routes.get(
    "/api/clubs/:clubId/attendance",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["attendance"],
        summary: "The leader's expected attendance per meeting, from 14 days ago to 8 weeks ahead",
        params: ClubParamsSchema,
        response: { 200: ClubAttendanceCountsSchema },
      },
    },
    async (request) =>
      attendanceService.clubCounts(db, app.clock, userOf(request), request.params.clubId),
  );

  routes.get(
    "/api/clubs/:clubId/meetings/:meetingKey/attendance",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["attendance"],
        summary: "The leader's list of one meeting: each member's answer, attendance, no-shows",
        params: MeetingParams,
        response: { 200: MeetingAttendanceSchema },
      },
    },
    async (request) =>
      attendanceService.meetingAttendance(
        db,
        app.clock,
        userOf(request),
        request.params.clubId,
        request.params.meetingKey,
      ),
  );

  routes.put(
    "/api/clubs/:clubId/meetings/:meetingKey/attendance",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["attendance"],
        summary: "The leader marks a member's attendance, until 48 hours after the meeting ends",
        params: MeetingParams,
        body: MarkAttendanceSchema,
        response: { 200: MeetingAttendanceSchema },
      },
    },
    async (request) =>
      attendanceService.markAttendance(
        db,
        app.clock,
        userOf(request),
        meetingOf(request.params),
        request.body,
      ),
  );

  routes.get(
    "/api/clubs/:clubId/meetings/:meetingKey/check-in-code",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["attendance"],
        summary:
          "The check-in QR code (rotates every minute) or online link: the leader or the Toastmaster",
        params: MeetingParams,
        response: { 200: CheckInCodeSchema },
      },
    },
    async (request, reply) => {
      const code = await checkInCode(
        db,
        app.clock,
        deps,
        userOf(request),
        meetingOf(request.params),
      );
      return reply.header("cache-control", "no-store").send(code);
    },
  );

  routes.post(
    "/api/check-in",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["attendance"],
        summary: "The signed-in member checks in with a check-in code's token",
        body: CheckInSchema,
        response: { 200: CheckInResultSchema },
      },
    },
    async (request, reply) => {
      // The browser's device mark (ADR 042): a new random id in a cookie when it has none.
      const device = deviceIdOf(request.headers.cookie, https);
      const mark = deviceMarkOf(markKey, device.deviceId);
      const result = await checkIn(db, app.clock, deps, userOf(request), request.body.token, mark);
      if (device.setCookie) reply.header("set-cookie", device.setCookie);
      return result;
    },
  );

  routes.get(
    "/api/attendance/mine",
    {
      onRequest: app.requireUser,
      config: { preparedReads: true },
      schema: {
        tags: ["attendance"],
        summary: "How many meetings the user attended, and the ten most recent",
        response: { 200: AttendanceSummarySchema },
      },
    },
    async (request) => attendanceService.attendanceSummary(db, userOf(request).id),
  );
}
