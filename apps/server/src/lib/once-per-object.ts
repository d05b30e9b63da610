/**
 * `compute` run once per object (such as a request), however many callers ask; the answer (a
 * promise, for a lookup) is shared and forgotten with the object.
 */
export function oncePerObject<Key extends object, Value>(
  compute: (key: Key) => Value,
): (key: Key) => Value {
  const answers = new WeakMap<Key, Value>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as Value;
    const value = compute(key);
    answers.set(key, value);
    return value;
  };
}
