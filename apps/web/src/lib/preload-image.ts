import { imageSrc } from './image-src';

const preloaded = new Set<string>();

/**
 * Asks for an image the page is about to show, at high priority: the largest image of a page
 * whose address comes from an API answer would otherwise wait for the page to render.
 */
export function preloadImage(href: string): void {
  if (!href || preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = imageSrc(href);
  link.fetchPriority = 'high';
  document.head.append(link);
}
