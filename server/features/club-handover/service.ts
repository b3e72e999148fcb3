import type { ClubHandover, HandoverOfferList } from "../../../contract/club-handover.ts";
import { MAX_CLUBS_PER_LEADER } from "../../../contract/clubs.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { refuse } from "../../lib/refusal.ts";
import { notification, notify } from "../../notify/index.ts";
import { recordAudit } from "../admin/index.ts";
import {
  assertLeadsClub,
  clubNotFound,
  countLedClubsLocked,
  listMemberIds,
} from "../clubs/index.ts";
import { keepAsMember } from "../memberships/index.ts";
import { handoverMessages } from "./messages.ts";
import { acceptRefusal, offerRefusal } from "./policy.ts";
import * as handoverRepository from "./repository.ts";

const noOffer = () => notFound(handoverMessages.text("handover.notFound"));

/** The club's row locked, and the user its leader (403 otherwise, 404 for an unknown club). */
async function lockLedClub(tx: Executor, user: SessionUser, clubId: number) {
  const club = await handoverRepository.findClubForUpdate(tx, clubId);
  if (!club) throw clubNotFound();
  await assertLeadsClub(tx, user, clubId);
  return club;
}

/** The club's open offer, for its leader. */
export async function findOffer(
  db: Database,
  user: SessionUser,
  clubId: number,
): Promise<ClubHandover> {
  await assertLeadsClub(db, user, clubId);
  const offer = await handoverRepository.findOffer(db, clubId);
  return {
    offer:
      offer && offer.fromUserId === user.id
        ? {
            toUserId: offer.toUserId,
            toName: offer.toName,
            createdAt: offer.createdAt.toISOString(),
          }
        : null,
  };
}

/**
 * The leader offers the club to one of its members, who is told: one open offer per club (409
 * for another while it stands), a member only (400), the leader only (403).
 */
export async function offer(db: Database, user: SessionUser, clubId: number, toUserId: string) {
  await db.transaction(async (tx) => {
    const club = await lockLedClub(tx, user, clubId);
    const candidate = await handoverRepository.findCandidate(tx, clubId, toUserId);
    const open = await handoverRepository.findOffer(tx, clubId);
    // An offer a former leader made lapsed when an admin gave the club to this one: it goes.
    const lapsed = open !== undefined && open.fromUserId !== user.id;
    if (lapsed) await handoverRepository.deleteOffer(tx, clubId);
    refuse(offerRefusal(user.id, candidate ?? null, lapsed ? null : (open?.toName ?? null)));
    await handoverRepository.insertOffer(tx, { clubId, fromUserId: user.id, toUserId });
    await notify(
      tx,
      toUserId,
      notification("club-handover-offered", {
        club: { id: club.clubId, name: club.clubName },
        leader: user.name,
      }),
    );
  });
}

/** The leader takes the open offer back (404 when there is none). */
export async function withdraw(db: Database, user: SessionUser, clubId: number) {
  await db.transaction(async (tx) => {
    await lockLedClub(tx, user, clubId);
    if (!(await handoverRepository.deleteOffer(tx, clubId))) throw noOffer();
  });
}

/** The offers made to the signed-in person that still stand. */
export async function listMine(db: Database, user: SessionUser): Promise<HandoverOfferList> {
  const rows = await handoverRepository.listOffersTo(db, user.id);
  return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/**
 * The offered member takes the club, in one transaction: the leadership moves (409 if they
 * already lead the most clubs one may), the former leader stays a member, the audit log records
 * it, the former leader and the club's members are told. Pending applications and submissions
 * are read by club, so they wait for the new leader from now on. 404 for anyone but the member
 * the club is offered to, and for an offer withdrawn or lapsed (its maker no longer leads).
 */
export async function accept(db: Database, user: SessionUser, clubId: number) {
  await db.transaction(async (tx) => {
    const club = await handoverRepository.findClubForUpdate(tx, clubId);
    const open = await handoverRepository.findOffer(tx, clubId);
    if (!club || !open || open.toUserId !== user.id || open.fromUserId !== club.leaderId) {
      throw noOffer();
    }
    const formerLeaderId = open.fromUserId;
    const candidate = await handoverRepository.findCandidate(tx, clubId, user.id);
    refuse(
      acceptRefusal(
        candidate?.member ?? false,
        await countLedClubsLocked(tx, user.id),
        MAX_CLUBS_PER_LEADER,
      ),
    );
    await handoverRepository.deleteOffer(tx, clubId);
    await handoverRepository.moveLeadership(tx, clubId, user.id);
    await keepAsMember(tx, formerLeaderId, clubId);
    await recordAudit(tx, user, "club-handed-over", "club", String(clubId), {
      before: { leaderId: formerLeaderId },
      after: { leaderId: user.id },
    });
    const named = { id: club.clubId, name: club.clubName };
    await notify(
      tx,
      formerLeaderId,
      notification("club-handover-accepted", { club: named, leader: user.name }),
    );
    for (const memberId of await listMemberIds(tx, clubId)) {
      if (memberId === user.id || memberId === formerLeaderId) continue;
      await notify(
        tx,
        memberId,
        notification("club-handover-members", { club: named, leader: user.name }),
      );
    }
  });
}

/** The offered member says no; the leader is told (404 for anyone else). */
export async function decline(db: Database, user: SessionUser, clubId: number) {
  await db.transaction(async (tx) => {
    const club = await handoverRepository.findClubForUpdate(tx, clubId);
    const removed = club ? await handoverRepository.deleteOffer(tx, clubId, user.id) : undefined;
    if (!club || !removed) throw noOffer();
    if (removed.fromUserId !== club.leaderId) return;
    await notify(
      tx,
      removed.fromUserId,
      notification("club-handover-declined", {
        club: { id: club.clubId, name: club.clubName },
        member: user.name,
      }),
    );
  });
}
