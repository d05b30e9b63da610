import { describe, expect, it } from 'vitest';
import { isPhotoHostUrl, photoHostSources } from './photo-hosts';

describe('photo hosts', () => {
  it('takes an https address on a listed host', () => {
    expect(isPhotoHostUrl('https://i.ibb.co/abc/me.jpg')).toBe(true);
    expect(isPhotoHostUrl('https://lh3.googleusercontent.com/a/x=s96-c')).toBe(true);
  });

  it('refuses other hosts, look-alikes, plain http, ports, credentials and junk', () => {
    expect(isPhotoHostUrl('https://example.com/me.jpg')).toBe(false);
    expect(isPhotoHostUrl('https://i.ibb.co.evil.example/me.jpg')).toBe(false);
    expect(isPhotoHostUrl('http://i.ibb.co/me.jpg')).toBe(false);
    expect(isPhotoHostUrl('https://i.ibb.co:8443/me.jpg')).toBe(false);
    expect(isPhotoHostUrl('https://user:pw@i.ibb.co/me.jpg')).toBe(false);
    expect(isPhotoHostUrl('javascript:alert(1)')).toBe(false);
    expect(isPhotoHostUrl('not a url')).toBe(false);
  });

  it('gives the content security policy one https source per host', () => {
    expect(photoHostSources()).toContain('https://i.ibb.co');
    expect(photoHostSources().every((source) => source.startsWith('https://'))).toBe(true);
  });
});
