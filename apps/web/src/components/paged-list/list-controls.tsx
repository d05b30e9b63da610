import { FilterSelect } from './filter-select';
import { SearchBox, type SearchBoxProps } from './search-box';
import type { ListAddress } from './use-list-address';

interface ListControlsProps<Filter extends string> {
  address: ListAddress<Filter>;
  search: Omit<SearchBoxProps, 'value' | 'onSearch'>;
  filter: {
    key: Filter;
    id: string;
    label: string;
    options: readonly (readonly [string, string])[];
  };
}

/** A list's search box and its filter, both kept in the address. */
export function ListControls<Filter extends string>({
  address,
  search,
  filter,
}: ListControlsProps<Filter>) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <SearchBox {...search} value={address.search} onSearch={address.setSearch} />
      <FilterSelect
        id={filter.id}
        label={filter.label}
        value={address.filters[filter.key]}
        onChange={(value) => address.setFilter(filter.key, value)}
        options={filter.options}
      />
    </div>
  );
}
