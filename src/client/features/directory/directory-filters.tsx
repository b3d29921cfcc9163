import { Button, Grid, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { platformOptions } from '../../../shared/golf/platforms';
import { OptionalNumberInput } from '../../components/optional-number-input';
import { ZONE_BAND_LABELS, ZONE_BANDS } from '../../../shared/people/directory.schema';
import type { DirectorySearch } from '../../lib/list-search';
import { type FilterErrors, isFiltered } from './directory-query';

const zoneOptions = ZONE_BANDS.map((value) => ({ value, label: ZONE_BAND_LABELS[value] }));

interface Typed {
  q: string;
  indexMin: number | undefined;
  indexMax: number | undefined;
}

const typedOf = (search: DirectorySearch): Typed => ({ q: search.q ?? '', indexMin: search.indexMin, indexMax: search.indexMax });
const sameTyped = (a: Typed, b: Typed) => a.q.trim() === b.q.trim() && a.indexMin === b.indexMin && a.indexMax === b.indexMax;

interface DirectoryFiltersProps {
  search: DirectorySearch;
  errors: FilterErrors;
  /** Writes the changed keys into the URL, back on the first page. */
  onChange: (changes: Partial<DirectorySearch>) => void;
}

/** Search by name, a platform, a time-zone band and an index range: all held in the URL. */
export function DirectoryFilters({ search, errors, onChange }: DirectoryFiltersProps) {
  const [typed, setTyped] = useState(() => typedOf(search));
  const [shown, setShown] = useState(() => typedOf(search));
  const [settled] = useDebouncedValue(typed, 400);

  // The URL wins when it changes on its own (Back, or the menu's plain link).
  const fromUrl = typedOf(search);
  if (!sameTyped(fromUrl, shown)) {
    setShown(fromUrl);
    setTyped(fromUrl);
  }

  // What was typed goes into the URL once typing pauses.
  useEffect(() => {
    if (sameTyped(settled, typed) && !sameTyped(settled, shown)) {
      onChange({ q: settled.q.trim() || undefined, indexMin: settled.indexMin, indexMax: settled.indexMax });
    }
  }, [settled, typed, shown, onChange]);

  return (
    <div role="search" aria-label="Find members">
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label="Search by name"
            placeholder="Name or username"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={typed.q}
            error={errors.q}
            onChange={(event) => setTyped({ ...typed, q: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <Select
            label="Platform"
            placeholder="Any platform"
            data={platformOptions}
            value={search.platform ?? null}
            error={errors.platform}
            clearable
            onChange={(value) => onChange({ platform: value ?? undefined })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <Select
            label="Time zone"
            placeholder="Anywhere"
            data={zoneOptions}
            value={search.zoneBand ?? null}
            error={errors.zoneBand}
            clearable
            comboboxProps={{ width: 'target', position: 'bottom-start' }}
            onChange={(value) => onChange({ zoneBand: value ?? undefined })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
          <OptionalNumberInput
            label="Index from"
            min={-10}
            max={54}
            step={0.1}
            decimalScale={1}
            value={typed.indexMin}
            error={errors.indexMin}
            onChange={(value) => setTyped({ ...typed, indexMin: value ?? undefined })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
          <OptionalNumberInput
            label="Index to"
            min={-10}
            max={54}
            step={0.1}
            decimalScale={1}
            value={typed.indexMax}
            error={errors.indexMax}
            onChange={(value) => setTyped({ ...typed, indexMax: value ?? undefined })}
          />
        </Grid.Col>
        {isFiltered(search) && (
          <Grid.Col span={{ base: 12, sm: 'content' }} style={{ alignSelf: 'flex-end' }}>
            <Button variant="subtle" size="compact-sm" onClick={() => onChange({ q: undefined, platform: undefined, zoneBand: undefined, indexMin: undefined, indexMax: undefined })}>
              Clear search and filters
            </Button>
          </Grid.Col>
        )}
      </Grid>
    </div>
  );
}
