import { paths } from '@messmate/shared/paths';
import { MESSAGES } from '@messmate/shared/messages';
import { describe, expect, it } from 'vitest';
import { dashboardPathFor, joinPathFrom, safeRedirect } from '@/features/account/lib/after-sign-in';
import { errorText } from '@/features/account/lib/error-text';
import { loginOutcome } from '@/features/account/lib/login-outcome';

describe('the dashboard link', () => {
  it('leads admins to the admin profile and everyone else to My Profile', () => {
    expect(dashboardPathFor('admin')).toBe(paths.admin.profile);
    expect(dashboardPathFor('student')).toBe(paths.dashboard.profile);
    expect(dashboardPathFor(null)).toBe(paths.dashboard.profile);
  });
});

describe('redirects after sign-in', () => {
  it('follow paths inside this site, query included', () => {
    expect(safeRedirect('/dashboard/requests')).toBe('/dashboard/requests');
    expect(safeRedirect('/checkout/gold?from=home')).toBe('/checkout/gold?from=home');
  });

  it('refuse other sites and anything that is not a path', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'dashboard',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(value), String(value)).toBeNull();
    }
  });

  it('never lead back to the sign-in page', () => {
    expect(safeRedirect('/join')).toBeNull();
    expect(safeRedirect('/join?redirect=/join')).toBeNull();
    expect(safeRedirect('/joined')).toBe('/joined');
  });

  it('are carried to /join by the guards, encoded, and read back', () => {
    const join = joinPathFrom('/dashboard/reviews?page=2&sort=new');
    expect(join).toBe('/join?redirect=%2Fdashboard%2Freviews%3Fpage%3D2%26sort%3Dnew');
    const carried = new URL(join, 'http://localhost').searchParams.get('redirect');
    expect(safeRedirect(carried)).toBe('/dashboard/reviews?page=2&sort=new');
  });
});

describe('the role picked on the login form', () => {
  it('greets by the stored role when the pick matches, and opens that dashboard', () => {
    expect(loginOutcome('admin', 'admin', null)).toEqual({
      kind: 'greeting',
      message: MESSAGES.adminLoginSuccess,
      next: paths.admin.profile,
    });
    expect(loginOutcome('student', 'student', null)).toEqual({
      kind: 'greeting',
      message: MESSAGES.studentLoginSuccess,
      next: paths.dashboard.profile,
    });
  });

  it('says plainly when the pick does not match, and opens the account own dashboard', () => {
    const student = loginOutcome('admin', 'student', null);
    expect(student).toEqual({
      kind: 'mismatch',
      message: 'You chose Admin, but this is a student account. You are signed in as a student.',
      next: paths.dashboard.profile,
    });
    expect(student.message).not.toContain(MESSAGES.adminLoginSuccess);
    expect(loginOutcome('student', 'admin', null)).toMatchObject({
      kind: 'mismatch',
      message: 'You chose Student, but this is an admin account. You are signed in as an admin.',
      next: paths.admin.profile,
    });
  });

  it('gives way to where a guard sent the person from', () => {
    expect(loginOutcome('admin', 'admin', '/checkout/silver').next).toBe('/checkout/silver');
  });
});

describe('account failures', () => {
  it("show the server's words, or the fallback when there are none", () => {
    expect(errorText(new Error('Invalid email or password'), 'Login failed.')).toBe(
      'Invalid email or password',
    );
    expect(errorText(new Error(''), 'Login failed.')).toBe('Login failed.');
    expect(errorText('boom', 'Login failed.')).toBe('Login failed.');
  });
});
