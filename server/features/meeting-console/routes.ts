import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  AdvanceSchema,
  ConsoleStateSchema,
  ConsoleVoteParamsSchema,
  FillerSchema,
  FillerWordsSchema,
  MeetingReportSchema,
  StartTimerSchema,
  VoteSchema,
  WordOfDaySchema,
  WordUseSchema,
} from "../../../contract/meeting-console.ts";
import { MeetingParamsSchema } from "../../../contract/meetings.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { userOf } from "../../plugins/guards.ts";
import { meetingReport } from "./report.ts";
import * as consoleService from "./service.ts";

const tags = ["meeting console"];
const MEETING = "/api/clubs/:clubId/meetings/:meetingKey";
const CONSOLE = `${MEETING}/console`;

export async function meetingConsoleRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };
  const readerOf = (request: FastifyRequest) => ({
    user: userOf(request),
    locale: requestLocale(request),
  });
  const refOf = (params: z.infer<typeof MeetingParamsSchema>) => ({
    clubId: params.clubId,
    meetingKey: params.meetingKey,
  });
  /** A write's options: signed in, the meeting's path, its body, the new state. */
  const writeOptions = <Body extends z.ZodType>(summary: string, body: Body) => ({
    onRequest: app.requireUser,
    schema: {
      tags,
      summary,
      params: MeetingParamsSchema,
      body,
      response: { 200: ConsoleStateSchema },
    },
  });

  routes.get(
    CONSOLE,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "The live console of one meeting (its club's members and leader): agenda, timer, tallies, votes",
        params: MeetingParamsSchema,
        response: { 200: ConsoleStateSchema },
      },
    },
    async (request) => consoleService.readConsole(deps, readerOf(request), refOf(request.params)),
  );

  routes.post(
    `${CONSOLE}/advance`,
    writeOptions("The Toastmaster (or the leader) moves the agenda to an item", AdvanceSchema),
    async (request) =>
      consoleService.advance(deps, readerOf(request), refOf(request.params), request.body.itemKey),
  );

  routes.post(
    `${CONSOLE}/timer/start`,
    writeOptions(
      "The Timer (or the leader) starts timing an item; 409 while another runs",
      StartTimerSchema,
    ),
    async (request) =>
      consoleService.startTimer(deps, readerOf(request), refOf(request.params), request.body),
  );

  routes.post(
    `${CONSOLE}/timer/stop`,
    writeOptions(
      "The Timer (or the leader) stops the timer: duration, light, within time; a speech is delivered",
      NoBodySchema,
    ),
    async (request) => consoleService.stopTimer(deps, readerOf(request), refOf(request.params)),
  );

  routes.post(
    `${CONSOLE}/fillers`,
    writeOptions("The Ah-Counter (or the leader) counts a speaker's filler word", FillerSchema),
    async (request) =>
      consoleService.countFiller(deps, readerOf(request), refOf(request.params), request.body),
  );

  routes.put(
    `${CONSOLE}/filler-words`,
    writeOptions(
      "The Ah-Counter (or the leader) sets the meeting's filler words",
      FillerWordsSchema,
    ),
    async (request) =>
      consoleService.setFillerWords(
        deps,
        readerOf(request),
        refOf(request.params),
        request.body.words,
      ),
  );

  routes.put(
    `${CONSOLE}/word-of-day`,
    writeOptions("The Grammarian (or the leader) sets the word of the day", WordOfDaySchema),
    async (request) =>
      consoleService.setWordOfDay(
        deps,
        readerOf(request),
        refOf(request.params),
        request.body.word,
      ),
  );

  routes.post(
    `${CONSOLE}/word-uses`,
    writeOptions(
      "The Grammarian (or the leader) counts a use of the word of the day",
      WordUseSchema,
    ),
    async (request) =>
      consoleService.countWordUse(deps, readerOf(request), refOf(request.params), request.body),
  );

  routes.put(
    `${CONSOLE}/votes/:category`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "A checked-in attendee's secret vote in one category (one each, changeable until revealed)",
        params: ConsoleVoteParamsSchema,
        body: VoteSchema,
        response: { 200: ConsoleStateSchema },
      },
    },
    async (request) =>
      consoleService.vote(deps, readerOf(request), refOf(request.params), {
        category: request.params.category,
        candidateId: request.body.candidateId,
      }),
  );

  routes.post(
    `${CONSOLE}/votes/reveal`,
    writeOptions("The Toastmaster (or the leader) reveals the vote winners", NoBodySchema),
    async (request) => consoleService.revealVotes(deps, readerOf(request), refOf(request.params)),
  );

  routes.post(
    `${CONSOLE}/close`,
    writeOptions(
      "The Toastmaster (or the leader) closes the console and sends the members the report",
      NoBodySchema,
    ),
    async (request) => consoleService.closeConsole(deps, readerOf(request), refOf(request.params)),
  );

  routes.get(
    `${MEETING}/report`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The meeting report (the club's leader and members)",
        params: MeetingParamsSchema,
        response: { 200: MeetingReportSchema },
      },
    },
    async (request) =>
      meetingReport(
        app.database.db,
        userOf(request),
        refOf(request.params),
        requestLocale(request),
      ),
  );
}
