/** Bodies that are wrong before any schema is read: broken JSON, other media types, too big. */
export interface TransportVariant {
  name: string;
  contentType: string;
  payload: string;
  /** The status every route that reads a body must answer, when there is only one right one. */
  status?: number;
}

const form = ['--x', 'Content-Disposition: form-data; name="role"', '', 'admin', '--x--', ''].join(
  '\r\n',
);

export const TRANSPORT_VARIANTS: readonly TransportVariant[] = [
  { name: 'malformed JSON', contentType: 'application/json', payload: '{"title": "dal' },
  { name: 'JSON with trailing garbage', contentType: 'application/json', payload: '{} ]]' },
  { name: 'an empty JSON body', contentType: 'application/json', payload: '' },
  {
    name: 'duplicate keys, the last one privileged',
    contentType: 'application/json',
    payload: '{"role":"student","role":"admin","badge":"Platinum"}',
  },
  {
    name: 'prototype pollution',
    contentType: 'application/json',
    payload: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"isAdmin":true}}}',
    status: 400,
  },
  { name: 'JSON in UTF-16', contentType: 'application/json; charset=utf-16', payload: '{}' },
  { name: 'plain text', contentType: 'text/plain', payload: 'role=admin' },
  {
    name: 'a form',
    contentType: 'application/x-www-form-urlencoded',
    payload: 'role=admin&badge=Platinum',
    status: 415,
  },
  { name: 'XML', contentType: 'application/xml', payload: '<role>admin</role>', status: 415 },
  {
    name: 'multipart to a JSON route',
    contentType: 'multipart/form-data; boundary=x',
    payload: form,
  },
  {
    name: 'a body over the 1 MB limit',
    contentType: 'application/json',
    payload: JSON.stringify({ content: 'x'.repeat(1_100_000) }),
    status: 413,
  },
];
