import { ActionIcon, Badge, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { MemberRef } from '../../../../shared/matches/match.schema';
import { useMemberSearch } from './use-matches';

interface MemberPickerProps {
  selected: MemberRef[];
  onChange: (members: MemberRef[]) => void;
  error?: string | undefined;
}

/** Searches members on each change of a non-empty query; the chosen ones show as removable chips. */
export function MemberPicker({ selected, onChange, error }: MemberPickerProps) {
  const [query, setQuery] = useState('');
  const { results } = useMemberSearch(query);
  const choices = results.filter((member) => !selected.some((chosen) => chosen.id === member.id));
  const add = (member: MemberRef) => {
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
                <Text size="sm">{member.username}</Text>
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
                  aria-label={`Remove ${member.username}`}
                  onClick={() => onChange(selected.filter((chosen) => chosen.id !== member.id))}
                >
                  <IconX size={12} />
                </ActionIcon>
              }
            >
              {member.username}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
