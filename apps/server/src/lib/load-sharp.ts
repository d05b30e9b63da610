import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on first use: libvips adds about 28 MB to the process, which a server that is
 * not handling an upload or drawing the demo pictures has no need to hold. Its operation cache
 * is off: every upload is a new picture, so a cached operation is never reused, and what the
 * cache holds stays resident (decision 0047).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => {
    module.default.cache(false);
    return module.default;
  });
  return loading;
}
