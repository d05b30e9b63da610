/**
 * A transaction id in its own monospaced box: a long id wraps at the box's edge, never
 * pushing the page wider or splitting the words around it.
 */
export function TransactionId({ id, className = '' }: { id: string; className?: string }) {
  return (
    <code
      className={`block rounded-lg bg-stone-100 px-2.5 py-1.5 font-mono text-xs leading-5 text-stone-700 [overflow-wrap:anywhere] ${className}`}
    >
      {id}
    </code>
  );
}
