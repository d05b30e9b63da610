import { userStore } from '../auth/user-store';
import type { Executor } from '../db/client';
import type { Wording } from '@messmate/shared/wording';
import { forbidden } from '../lib/http-error';
import type { Caller } from './caller';

/** Whose rows a list shows: one person's, everyone's (admins), or nobody's (an unknown email). */
export type RowScope = { kind: 'one'; userId: string } | { kind: 'everyone' } | { kind: 'nobody' };
export type PersonalScope = Exclude<RowScope, { kind: 'everyone' }>;

interface Refusal {
  message: Wording;
  code: string;
}

/** A list whose ?email= names one person's rows, and which lists the caller's own without it. */
export interface OwnRowsRule {
  withoutEmail: 'own';
  /** A resident asking for someone else's rows: 'You can only see your own payments.' */
  othersRefused: Refusal;
}

/** A list whose ?email= names one person's rows, and which lists everyone's without it (admins). */
export interface AllRowsRule {
  withoutEmail: 'everyone';
  othersRefused: Refusal;
  /** A resident asking for everyone's rows: 'Only admins can see every review.' */
  everyoneRefused: Wording;
}

export type ScopeDecision = RowScope | { kind: 'by-email'; email: string };

/**
 * The rule, without the database: a resident sees their own rows, an admin anyone's, chosen
 * by ?email= (any case). Throws the rule's 403 for what the caller may not see.
 */
export function decideScope(
  caller: Pick<Caller, 'id' | 'email' | 'role'>,
  email: string | undefined,
  rule: OwnRowsRule | AllRowsRule,
): ScopeDecision {
  const isAdmin = caller.role === 'admin';
  const wanted = email?.trim().toLowerCase() || undefined;
  if (wanted === undefined) {
    if (rule.withoutEmail === 'own') return { kind: 'one', userId: caller.id };
    if (!isAdmin) throw forbidden(rule.everyoneRefused, 'ADMIN_ONLY');
    return { kind: 'everyone' };
  }
  if (wanted === caller.email.toLowerCase()) return { kind: 'one', userId: caller.id };
  if (!isAdmin) throw forbidden(rule.othersRefused.message, rule.othersRefused.code);
  return { kind: 'by-email', email: wanted };
}

/** Whose rows a list that takes ?email= may show this caller; see decideScope. */
export function ownerOrAdminScope(
  db: Executor,
  caller: Caller,
  email: string | undefined,
  rule: OwnRowsRule,
): Promise<PersonalScope>;
export function ownerOrAdminScope(
  db: Executor,
  caller: Caller,
  email: string | undefined,
  rule: AllRowsRule,
): Promise<RowScope>;
export async function ownerOrAdminScope(
  db: Executor,
  caller: Caller,
  email: string | undefined,
  rule: OwnRowsRule | AllRowsRule,
): Promise<RowScope> {
  const decided = decideScope(caller, email, rule);
  if (decided.kind !== 'by-email') return decided;
  const person = await userStore.findByEmail(db, decided.email);
  return person ? { kind: 'one', userId: person.id } : { kind: 'nobody' };
}
