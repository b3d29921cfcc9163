import { ActionIcon, Badge, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { NamedMemberRef } from '../../../../shared/matches/match.schema';
import { useMemberSearch } from './use-matches';

interface MemberPickerProps {
  selected: NamedMemberRef[];
  onChange: (members: NamedMemberRef[]) => void;
  error?: string | undefined;
}

/** Searches members by name or username on each change of a non-empty query; the chosen ones show as removable chips, by name. */
export function MemberPicker({ selected, onChange, error }: MemberPickerProps) {
  const [query, setQuery] = useState('');
  const { results } = useMemberSearch(query);
  const choices = results.filter((member) => !selected.some((chosen) => chosen.id === member.id));
  const add = (member: NamedMemberRef) => {
    if (selected.some((chosen) => chosen.id === member.id)) return;
    onChange([...selected, member]);
    setQuery('');
  };
  return (
    <Stack gap="xs">
      <TextInput
        label="Invite members"
        placeholder="Search members by name"
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        error={error}
        autoComplete="off"
      />
      {query.trim() !== '' && (
        <Paper withBorder radius="sm" p={4} role="listbox" aria-label="Matching members">
          {choices.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              No members found
            </Text>
          ) : (
            choices.map((member) => (
              <UnstyledButton
                key={member.id}
                role="option"
                aria-selected={false}
                onClick={() => add(member)}
                p="xs"
                style={{ display: 'block', width: '100%', borderRadius: 4 }}
              >
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {member.name}
                </Text>
              </UnstyledButton>
            ))
          )}
        </Paper>
      )}
      {selected.length > 0 && (
        <Group gap="xs" aria-label="Invited members">
          {selected.map((member) => (
            <Badge
              key={member.id}
              size="lg"
              variant="light"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={`Remove ${member.name}`}
                  onClick={() => onChange(selected.filter((chosen) => chosen.id !== member.id))}
                >
                  <IconX size={12} />
                </ActionIcon>
              }
              maw="100%"
            >
              {member.name}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
