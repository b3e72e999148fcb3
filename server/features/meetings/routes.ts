import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { journeyNameIn } from "../../../content/localized.ts";
import { ClubParamsSchema } from "../../../contract/clubs.ts";
import { NoBodySchema } from "../../../contract/common.ts";
import { DEFAULT_LOCALE, LOCALES } from "../../../contract/locales.ts";
import {
  AgendaSchema,
  CalendarLinkSchema,
  ClubMeetingsSchema,
  MeetingParamsSchema,
  MeetingTimeSchema,
  SaveScheduleSchema,
} from "../../../contract/meetings.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { userOf } from "../../plugins/guards.ts";
import type { PersonalFeedDetails } from "./calendar.ts";
import * as calendar from "./calendar.ts";
import * as meetingService from "./service.ts";

const ClubFeedParamsSchema = z.strictObject({
  feed: z.string().regex(/^[1-9]\d{0,9}\.ics$/, "A club feed is <clubId>.ics."),
});
/** A club feed's language: English unless its address names one (the app's links do). */
const ClubFeedQuerySchema = z.object({ lang: z.enum(LOCALES).optional() });
const PersonalFeedParamsSchema = z.strictObject({
  feed: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, "Not a calendar address."),
});
const ICS_TYPE = "text/calendar; charset=utf-8";

export interface MeetingRouteOptions {
  /** Each member's answer and role for their personal feed (the composition root passes it). */
  personalFeedDetails?: PersonalFeedDetails;
}

export async function meetingRoutes(app: FastifyInstance, options: MeetingRouteOptions = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const baseUrl = app.env.BASE_URL;

  routes.get(
    "/api/clubs/:clubId/meetings",
    {
      onRequest: app.requireUser,
      config: { preparedReads: true },
      schema: {
        tags: ["meetings"],
        summary: "A club's schedule and its meetings of the next 8 weeks, with booked slots",
        params: ClubParamsSchema,
        response: { 200: ClubMeetingsSchema },
      },
    },
    async (request) => meetingService.clubMeetings(db, app.clock, request.params.clubId),
  );

  routes.put(
    "/api/clubs/:clubId/schedule",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["meetings"],
        summary: "The leader sets the weekly schedule; members are told",
        params: ClubParamsSchema,
        body: SaveScheduleSchema,
        response: { 200: ClubMeetingsSchema },
      },
    },
    async (request) =>
      meetingService.saveSchedule(
        db,
        app.clock,
        userOf(request),
        request.params.clubId,
        request.body,
      ),
  );

  routes.post(
    "/api/clubs/:clubId/meetings",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["meetings"],
        summary: "The leader adds an extra meeting (local date and time in the club's zone)",
        params: ClubParamsSchema,
        body: MeetingTimeSchema,
        response: { 201: ClubMeetingsSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await meetingService.addMeeting(
            db,
            app.clock,
            userOf(request),
            request.params.clubId,
            request.body,
          ),
        ),
  );

  routes.put(
    "/api/clubs/:clubId/meetings/:meetingKey",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["meetings"],
        summary: "The leader moves one meeting; its speeches move with it, members are told",
        params: MeetingParamsSchema,
        body: MeetingTimeSchema,
        response: { 200: ClubMeetingsSchema },
      },
    },
    async (request) =>
      meetingService.moveMeeting(
        db,
        app.clock,
        userOf(request),
        request.params.clubId,
        request.params.meetingKey,
        request.body,
      ),
  );

  routes.post(
    "/api/clubs/:clubId/meetings/:meetingKey/cancel",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["meetings"],
        summary: "The leader cancels one meeting; its speeches are released, members are told",
        params: MeetingParamsSchema,
        body: NoBodySchema,
        response: { 200: ClubMeetingsSchema },
      },
    },
    async (request) =>
      meetingService.cancelMeeting(
        db,
        app.clock,
        userOf(request),
        request.params.clubId,
        request.params.meetingKey,
      ),
  );

  routes.get(
    "/api/clubs/:clubId/meetings/:meetingKey/agenda",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["meetings"],
        summary: "The leader's agenda of one meeting: speakers in order, journey and mission",
        params: MeetingParamsSchema,
        response: { 200: AgendaSchema },
      },
    },
    async (request) => {
      const agenda = await meetingService.agenda(
        db,
        userOf(request),
        request.params.clubId,
        request.params.meetingKey,
      );
      // Each speaker's journey named in the reader's language (ADR 020).
      const locale = requestLocale(request);
      return {
        ...agenda,
        speakers: agenda.speakers.map((speaker) => ({
          ...speaker,
          journey: journeyNameIn(locale, speaker.journey),
        })),
      };
    },
  );

  routes.get(
    "/api/calendars",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["meetings"],
        summary: "The user's calendar feeds: their clubs' and whether a personal one exists",
        response: { 200: CalendarLinkSchema },
      },
    },
    async (request) => calendar.calendarLinks(db, userOf(request), baseUrl),
  );

  routes.post(
    "/api/calendars/personal",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["meetings"],
        summary: "A new secret address for the personal feed (shown once); the old one stops",
        body: NoBodySchema,
        response: { 200: CalendarLinkSchema },
      },
    },
    async (request) => calendar.regenerateFeed(db, app.clock, userOf(request), baseUrl),
  );

  routes.get(
    "/api/calendars/clubs/:feed",
    {
      schema: {
        tags: ["meetings"],
        summary: "A club's meetings as an iCalendar feed (public)",
        params: ClubFeedParamsSchema,
        querystring: ClubFeedQuerySchema,
      },
    },
    async (request, reply) => {
      const clubId = Number(request.params.feed.replace(".ics", ""));
      const locale = request.query.lang ?? DEFAULT_LOCALE;
      const text = await calendar.clubFeed(db, app.clock, clubId, baseUrl, locale);
      return reply.type(ICS_TYPE).header("cache-control", "no-cache").send(text);
    },
  );

  routes.get(
    "/api/calendars/feed/:feed",
    {
      schema: {
        tags: ["meetings"],
        summary: "A member's meetings and speeches as an iCalendar feed, by its secret address",
        params: PersonalFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const token = request.params.feed.replace(".ics", "");
      const text = await calendar.personalFeed(
        db,
        app.clock,
        token,
        baseUrl,
        options.personalFeedDetails,
      );
      return reply.type(ICS_TYPE).header("cache-control", "private, no-store").send(text);
    },
  );
}
