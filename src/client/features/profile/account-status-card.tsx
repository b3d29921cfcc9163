import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Profile } from '../../../shared/profile/profile.schema';
import { useMemberTime } from '../../lib/use-member-time';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Group>
  );
}

export function AccountStatusCard({ profile }: { profile: Profile }) {
  const time = useMemberTime();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="account-status">
      <Title order={2} size="h4" mb="md" id="account-status">
        Account Status
      </Title>
      <Stack gap="sm">
        <Row label="Username">
          <Text fw={600}>{profile.username}</Text>
        </Row>
        <Row label="Member type">
          <Text fw={600}>{profile.memberType === 'admin' ? 'Administrator' : 'Standard Member'}</Text>
        </Row>
        <Row label="Status">
          <Badge color="green">Active</Badge>
        </Row>
        <Row label="Member since">
          <Text fw={600}>{time.format(profile.memberSince, 'longDate')}</Text>
        </Row>
      </Stack>
    </Card>
  );
}
