import { Card, Group, List, Progress, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ChecklistItem, MemberWelcome } from '../../../../shared/people/checklist.schema';

const STEPS: Record<ChecklistItem, { label: string; to: LinkProps['to']; hint: string }> = {
  photo: { label: 'Add a photo', to: '/member/profile', hint: 'So partners know who they are playing' },
  timeZone: { label: 'Set your time zone', to: '/member/profile', hint: 'Every time on the site is shown on your clock' },
  platform: { label: 'Say where you play', to: '/member/profile', hint: 'Your simulator, launch monitor or home course' },
  handicap: { label: 'Give your handicap index', to: '/member/profile', hint: 'Nobody plays off scratch by mistake' },
  firstRound: { label: 'Play your first round', to: '/member/games', hint: 'Find a game, or post one on your clock' },
};

/** A new member's first steps; gone once every one is done. */
export function FirstRunChecklist({ checklist }: { checklist: MemberWelcome['checklist'] }) {
  const done = checklist.filter((entry) => entry.done).length;
  if (done === checklist.length) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="first-steps-title">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4" id="first-steps-title">
          Get set up
        </Title>
        <Text size="sm" c="dimmed">
          {done} of {checklist.length} done
        </Text>
      </Group>
      <Progress value={(done / checklist.length) * 100} size="sm" mb="sm" aria-label={`${done} of ${checklist.length} steps done`} />
      <List spacing="xs" listStyleType="none">
        {checklist.map(({ item, done: isDone }) => {
          const step = STEPS[item];
          return (
            <List.Item
              key={item}
              icon={
                <ThemeIcon color={isDone ? 'green' : 'gray'} variant={isDone ? 'filled' : 'light'} radius="xl" size="sm" aria-hidden>
                  {isDone ? <IconCheck size={12} /> : <IconCircleDashed size={12} />}
                </ThemeIcon>
              }
            >
              {isDone ? (
                <Text size="sm" c="dimmed" td="line-through">
                  {step.label}
                  <VisuallyHidden> (done)</VisuallyHidden>
                </Text>
              ) : (
                <Text size="sm">
                  <Link to={step.to}>{step.label}</Link>{' '}
                  <Text span size="xs" c="dimmed">
                    {step.hint}
                  </Text>
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </Card>
  );
}
