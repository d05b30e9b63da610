import { fieldClass } from '@/components/ui/button-styles';

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** [value, shown text]; the first is usually ['', 'All …']. */
  options: readonly (readonly [string, string])[];
  className?: string;
}

/** A labelled select that narrows a list. */
export function FilterSelect(props: FilterSelectProps) {
  const { id, label, value, onChange, options, className = 'pr-9' } = props;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldClass} ${className}`}
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
