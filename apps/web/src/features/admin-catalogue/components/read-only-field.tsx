import { useId } from 'react';
import { fieldClass } from '@/components/ui/button-styles';

/** A value the form shows but never sends: the server takes it from the session. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={id}
        value={value}
        readOnly
        aria-readonly="true"
        className={`${fieldClass} cursor-default bg-stone-100! text-stone-600! shadow-none!`}
      />
    </div>
  );
}
