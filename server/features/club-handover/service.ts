import {
  type ClubHandover,
  type CoLeaderList,
  type HandoverOfferList,
  MAX_CO_LEADERS,
} from "../../../contract/club-handover.ts";
import { MAX_CLUBS_PER_LEADER } from "../../../contract/clubs.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import { refuse } from "../../lib/refusal.ts";
import { notification, notify } from "../../notify/index.ts";
import { recordAudit } from "../admin/index.ts";
import {
  assertLeadsClub,
  clubNotFound,
  countLedClubsLocked,
  isTheLeader,
  listMemberIds,
} from "../clubs/index.ts";
import { keepAsMember } from "../memberships/index.ts";
import { handoverMessages } from "./messages.ts";
import { acceptRefusal, appointRefusal, offerRefusal } from "./policy.ts";
import * as handoverRepository from "./repository.ts";

const noOffer = () => notFound(handoverMessages.text("handover.notFound"));

const leaderOnly = () => forbidden(handoverMessages.text("handover.leaderOnly"));

/**
 * The club's row locked, and the user its leader itself (403 otherwise, a co-leader too: handing
 * the club over and appointing co-leaders stay the leader's alone; 404 for an unknown club).
 * `orAdmin` lets an admin act as well (co-leaders).
 */
async function lockLedClub(tx: Executor, user: SessionUser, clubId: number, orAdmin = false) {
  const club = await handoverRepository.findClubForUpdate(tx, clubId);
  if (!club) throw clubNotFound();
  if (!isTheLeader(user.id, club) && !(orAdmin && user.isAdmin)) {
    await assertLeadsClub(tx, user, clubId);
    throw leaderOnly();
  }
  return club;
}

/** The club's open offer, for its leader. */
export async function findOffer(
  db: Database,
  user: SessionUser,
  clubId: number,
): Promise<ClubHandover> {
  const club = await handoverRepository.findClub(db, clubId);
  if (!club) throw clubNotFound();
  if (!isTheLeader(user.id, club)) {
    await assertLeadsClub(db, user, clubId);
    throw leaderOnly();
  }
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
    // A co-leader who takes the club over stops co-leading it: the limit counts it once.
    await handoverRepository.stopCoLeading(tx, clubId, user.id);
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

/** The club's co-leaders: for its leader, its co-leaders and admins (403 for anyone else). */
export async function listCoLeaders(
  db: Database,
  user: SessionUser,
  clubId: number,
): Promise<CoLeaderList> {
  if (!user.isAdmin) await assertLeadsClub(db, user, clubId);
  const club = await handoverRepository.findClub(db, clubId);
  if (!club) throw clubNotFound();
  const rows = await handoverRepository.listCoLeaders(db, clubId);
  return {
    items: rows.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() })),
    mayAppoint: user.isAdmin || isTheLeader(user.id, club),
    max: MAX_CO_LEADERS,
  };
}

/**
 * The leader (or an admin) makes a member of the club a co-leader, under the club row's lock
 * (two appointments at once cannot pass three) and the member's user row's lock (the one-leader
 * limit counts clubs led and co-led, as creating and taking over a club do). The member, and the
 * leader when an admin appointed, are told; the audit log records it.
 */
export async function appointCoLeader(
  db: Database,
  user: SessionUser,
  clubId: number,
  userId: string,
) {
  await db.transaction(async (tx) => {
    const club = await lockLedClub(tx, user, clubId, true);
    // Read after the lock, in statements of their own: they see what an appointment just committed.
    const coLeaders = await handoverRepository.listCoLeaders(tx, clubId);
    const candidate = await handoverRepository.findCandidate(tx, clubId, userId);
    const clubsLed = candidate?.member ? await countLedClubsLocked(tx, userId) : 0;
    refuse(
      appointRefusal(
        candidate ?? null,
        { leaderId: club.leaderId, coLeaderIds: coLeaders.map((row) => row.userId) },
        clubsLed,
        MAX_CO_LEADERS,
        MAX_CLUBS_PER_LEADER,
      ),
    );
    await handoverRepository.insertCoLeader(tx, { clubId, userId, addedBy: user.id });
    await recordAudit(tx, user, "club-co-leader-appointed", "club", String(clubId), {
      before: { coLeaderIds: coLeaders.map((row) => row.userId) },
      after: { coLeaderIds: [...coLeaders.map((row) => row.userId), userId] },
    });
    const named = { id: club.clubId, name: club.clubName };
    await notify(
      tx,
      userId,
      notification("club-co-leader-appointed", { club: named, by: user.name }),
    );
    if (club.leaderId && club.leaderId !== user.id) {
      await notify(
        tx,
        club.leaderId,
        notification("club-co-leaders-changed", {
          club: named,
          by: user.name,
          member: candidate?.name ?? "",
        }),
      );
    }
  });
}

/**
 * Ends a co-leadership at once: by the club's leader or an admin, or the co-leader stepping down
 * (403 for anyone else, a fellow co-leader too; 404 when the person does not co-lead the club).
 * They stay a member. The removed co-leader (unless they stepped down) and the leader (unless
 * they removed them) are told; the audit log records it.
 */
export async function removeCoLeader(
  db: Database,
  user: SessionUser,
  clubId: number,
  userId: string,
) {
  await db.transaction(async (tx) => {
    const self = userId === user.id;
    const club = self
      ? await handoverRepository.findClubForUpdate(tx, clubId)
      : await lockLedClub(tx, user, clubId, true);
    if (!club) throw clubNotFound();
    if (!(await handoverRepository.deleteCoLeader(tx, clubId, userId))) {
      throw notFound(handoverMessages.text("coLeaders.notFound"));
    }
    await recordAudit(tx, user, "club-co-leader-removed", "club", String(clubId), {
      before: { coLeaderId: userId },
      after: { coLeaderId: null },
    });
    const named = { id: club.clubId, name: club.clubName };
    if (!self) {
      await notify(
        tx,
        userId,
        notification("club-co-leader-removed", { club: named, by: user.name }),
      );
    }
    if (club.leaderId && club.leaderId !== user.id) {
      const name = (await handoverRepository.findCandidate(tx, clubId, userId))?.name ?? "";
      await notify(
        tx,
        club.leaderId,
        notification("club-co-leaders-changed", { club: named, by: user.name, member: name }),
      );
    }
  });
}
