import { user } from '../../../../src/db/schema';
import { leaksIn } from '../leak-scan';
import {
  changedTables,
  fingerprintTables,
  writeMark,
  type Fingerprints,
} from '../table-fingerprints';
import type { ActorName } from '../world';
import type { FuzzWorld } from './fuzz-world';
import type { Operation } from './json-schema';
import { replyProblems, type Reply } from './judge';
import { personRuleProblems } from './person-rules';

interface Standing {
  id: string;
  role: string;
  badge: string;
}

const standings = (fuzz: FuzzWorld): Promise<Standing[]> =>
  fuzz.world.db.select({ id: user.id, role: user.role, badge: user.badge }).from(user);

/**
 * Roles and badges change only by an admin's make-admin (of people outside the matrix) or a
 * real payment: the matrix's people stay as they were, and anyone new is a Bronze student.
 */
function standingProblems(fuzz: FuzzWorld, known: Map<string, Standing>, now: Standing[]) {
  const people = new Set(Object.values(fuzz.world.people).map((person) => person.user._id));
  const found = now.flatMap((row) => {
    const was = known.get(row.id);
    const kept = was ? was.role === row.role && was.badge === row.badge : false;
    if (people.has(row.id) && !kept) return [`${row.id} is now ${row.role}/${row.badge}`];
    if (!was && (row.role !== 'student' || row.badge !== 'Bronze')) {
      return [`a new account is ${row.role}/${row.badge}`];
    }
    return [];
  });
  for (const row of now) if (!people.has(row.id)) known.set(row.id, row);
  return found;
}

/**
 * A recorded payment is the one call that may raise its caller: to the plan it paid for, as
 * the answer says (only upgrades can be bought, so a paid intent always raises the badge).
 */
function acceptPaidBadge(
  fuzz: FuzzWorld,
  known: Map<string, Standing>,
  reply: Reply,
  actor: ActorName,
) {
  if (actor === 'anonymous' || reply.status >= 300) return;
  let answer: { badge?: unknown; payment?: { package?: unknown } };
  try {
    answer = JSON.parse(reply.body) as typeof answer;
  } catch {
    return;
  }
  if (typeof answer.badge !== 'string' || answer.payment?.package !== answer.badge) return;
  const id = fuzz.world.people[actor].user._id;
  const was = known.get(id);
  if (was) known.set(id, { ...was, badge: answer.badge });
}

export interface Referee {
  /** Takes what is in the database now as the state to compare with (after making fixtures). */
  sync(): Promise<void>;
  /** Everything wrong with one answer, including what it did to the database. */
  problems(reply: Reply, actor: ActorName, operation: Operation | undefined): Promise<string[]>;
}

/**
 * Watches the database between calls: a refusal must leave every table as it was (`except`
 * the sign-in counters on better-auth's routes), no call may raise anyone, and every stored
 * name and photo keeps the shared rules.
 */
export async function createReferee(fuzz: FuzzWorld, except: readonly string[]): Promise<Referee> {
  const db = fuzz.world.db;
  const known = new Map((await standings(fuzz)).map((row) => [row.id, row]));
  let tables: Fingerprints = await fingerprintTables(db, except);
  let mark = await writeMark(db);
  return {
    async sync() {
      const nextMark = await writeMark(db);
      if (nextMark === mark) return;
      // Fixtures may set a person's badge between calls (back to Silver before each payment):
      // what they made is the standing the next call is judged against.
      for (const row of await standings(fuzz)) known.set(row.id, row);
      tables = await fingerprintTables(db, except);
      mark = nextMark;
    },
    async problems(reply, actor, operation) {
      const found = replyProblems(reply, operation);
      found.push(...leaksIn(reply.body, actor, fuzz.world, fuzz.secrets));
      const nextMark = await writeMark(db);
      if (nextMark === mark) return found;
      const now = await fingerprintTables(db, except);
      // A declined card (402) is the processor's answer, not bad input: like Stripe, the test
      // processor keeps the decline on the intent.
      const mayChange = reply.status === 402 ? ['payment_intents'] : [];
      const changed = changedTables(tables, now).filter((name) => !mayChange.includes(name));
      if (reply.status >= 400 && changed.length > 0) {
        found.push(`a refusal changed ${changed.join(', ')}`);
      }
      acceptPaidBadge(fuzz, known, reply, actor);
      found.push(...standingProblems(fuzz, known, await standings(fuzz)));
      found.push(...(await personRuleProblems(db)));
      tables = now;
      mark = nextMark;
      return found;
    },
  };
}
