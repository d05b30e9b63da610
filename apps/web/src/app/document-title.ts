import { options, type FunctionComponent } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

/**
 * React 19 moves a `<title>` rendered anywhere into the document head; Preact (which the build
 * runs, see vite.config.ts) would leave it in the page, where it changes nothing. This turns
 * each `<title>` into the document's title while it is shown, and gives the old one back after.
 */
const DocumentTitle: FunctionComponent<{ children?: unknown }> = ({ children }) => {
  const text = [children].flat(Infinity).join('');
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = text;
    return () => {
      document.title = previous;
    };
  }, [text]);
  return null;
};

const nextVnodeHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === 'title') vnode.type = DocumentTitle as FunctionComponent;
  nextVnodeHook?.(vnode);
};
