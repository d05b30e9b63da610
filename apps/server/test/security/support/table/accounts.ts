import { originOf } from '../../../factories/users';
import type { MatrixCase } from '../matrix-case';
import { adminOnly, everyone, ownerOnly, signedIn } from '../outcomes';
import { imageForm } from '../tiny-png';
import { AUTH_COUNTERS, get, NOT_OWNERS } from './requests';

/** Sign-in, sessions, users and the admin's meal count. */
export const ACCOUNT_ROWS: MatrixCase[] = [
  {
    route: 'GET /api/auth-config',
    label: 'sign-in options',
    request: get('/api/auth-config'),
    expect: everyone(200),
  },
  {
    route: 'GET /api/session',
    label: 'who is signed in',
    request: get('/api/session'),
    expect: everyone(200),
  },
  {
    route: 'GET /api/auth/*',
    label: 'better-auth session',
    request: get('/api/auth/get-session'),
    expect: everyone(200),
    mayTouch: AUTH_COUNTERS,
  },
  {
    route: 'GET /api/auth/*',
    label: 'better-auth own sessions',
    request: get('/api/auth/list-sessions'),
    expect: signedIn(200),
    mayTouch: AUTH_COUNTERS,
  },
  {
    route: 'POST /api/auth/*',
    label: "revoking the owner's other session",
    request: async (world) => ({
      method: 'POST',
      url: '/api/auth/revoke-session',
      headers: originOf(world.app),
      payload: { token: await world.ownerSecondSession() },
    }),
    expect: ownerOnly(200, { bronze: 200, other: 200, admin: 200 }),
    unchangedFor: NOT_OWNERS,
    mayTouch: AUTH_COUNTERS,
  },
  {
    route: 'POST /api/auth/*',
    label: 'update-user cannot set role or badge',
    request: (world) => ({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: originOf(world.app),
      payload: { role: 'admin', badge: 'Platinum' },
    }),
    expect: { ...everyone(400), anonymous: 401 },
    mayTouch: AUTH_COUNTERS,
  },
  {
    route: 'GET /api/users/me',
    label: 'own record',
    request: get('/api/users/me'),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/users',
    label: 'own profile, with role and badge that are dropped',
    request: () => ({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Saved Name', role: 'admin', badge: 'Platinum' },
    }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/users',
    label: "the owner's profile by email",
    request: (world) => ({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Taken Over', email: world.people.silver.user.email },
    }),
    expect: ownerOnly(200, {}),
  },
  {
    route: 'PATCH /api/users/me',
    label: 'own profile edit, with role and badge that are dropped',
    request: () => ({
      method: 'PATCH',
      url: '/api/users/me',
      payload: { hall: 'North Hall', room: '12', role: 'admin', badge: 'Platinum' },
    }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/users/me/data',
    label: 'own data download',
    request: get('/api/users/me/data'),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/users/me',
    label: 'own account deletion with a wrong password',
    request: () => ({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: 'not the password at all' },
    }),
    expect: { ...everyone(403), anonymous: 401 },
    // A wrong password counts with the account's sign-in attempts (decision 0033).
    mayTouch: ['auth_attempts'],
  },
  {
    route: 'PUT /api/users/me/photo',
    label: 'own photo upload',
    request: async () => ({
      method: 'PUT',
      url: '/api/users/me/photo',
      payload: await imageForm(),
    }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/users/:email/password-reset-link',
    label: "a reset link for someone's account",
    request: async (world) => ({
      method: 'POST',
      url: `/api/users/${encodeURIComponent(await world.newStudentEmail())}/password-reset-link`,
    }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/users',
    label: 'manage users',
    request: get('/api/users?search=re'),
    expect: adminOnly(200),
  },
  {
    route: 'PATCH /api/users/:email/make-admin',
    label: 'promoting a student',
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/users/${encodeURIComponent(await world.newStudentEmail())}/make-admin`,
    }),
    expect: adminOnly(200),
  },
  {
    route: 'PATCH /api/users/:email/make-admin',
    label: 'promoting oneself',
    request: (world, actor) => ({
      method: 'PATCH',
      url: `/api/users/${encodeURIComponent(world.people[actor === 'anonymous' ? 'bronze' : actor].user.email)}/make-admin`,
    }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/meals-count',
    label: 'own count',
    request: get('/api/admin/meals-count'),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/meals-count',
    label: "another person's count",
    request: (world) =>
      get(`/api/admin/meals-count?email=${encodeURIComponent(world.people.silver.user.email)}`)(),
    expect: adminOnly(200),
  },
];
