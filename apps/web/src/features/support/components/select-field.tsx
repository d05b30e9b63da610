import { useId } from 'react';
import { FilterSelect } from '@/components/paged-list/filter-select';

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value | '';
  options: readonly Value[];
  labels: Record<Value, string>;
  onChange: (value: string) => void;
  /** The words of an empty first choice ('All'), when there is one. */
  emptyLabel?: string;
  className?: string;
}

/** A labelled select of fixed choices, each shown in words. */
export function SelectField<Value extends string>(props: SelectFieldProps<Value>) {
  const { label, value, options, labels, onChange, emptyLabel, className = '' } = props;
  const id = useId();
  const choices = [
    ...(emptyLabel === undefined ? [] : [['', emptyLabel] as const]),
    ...options.map((option) => [option, labels[option]] as const),
  ];
  return (
    <FilterSelect
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      options={choices}
      className={className}
    />
  );
}
