import '../../styles/mantine-rest';
import { Alert, Box, Button, Card, Container, Grid, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';
import { PAGE_WIDTH } from '../../theme';
import { adminMenu } from './admin-menu';

/**
 * The admin pages with their menu: a side list on wider screens; on a phone one line naming the
 * current page, which opens the list, so the page itself starts on the first screen.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [opened, menu] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = adminMenu.find((item) => pathname.startsWith(item.to))?.label;
  const twoFactor = trpc.profile.twoFactor.status.useQuery(undefined);
  const { timeZone } = useClubSettings();
  return (
    <Container size={PAGE_WIDTH} py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Card withBorder padding="sm">
            <UnstyledButton hiddenFrom="sm" onClick={menu.toggle} aria-expanded={opened} aria-controls="admin-menu-links" w="100%" px="sm" py={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700} size="sm">
                  Admin Menu{current ? `: ${current}` : ''}
                </Text>
                <IconChevronDown size={18} aria-hidden style={{ transform: opened ? 'rotate(180deg)' : undefined }} />
              </Group>
            </UnstyledButton>
            <Text visibleFrom="sm" fw={700} size="sm" c="dimmed" tt="uppercase" px="sm" py={6}>
              Admin Menu
            </Text>
            <Box id="admin-menu-links" display={{ base: opened ? 'block' : 'none', sm: 'block' }}>
              <nav aria-label="Admin Menu">
                {adminMenu.map((item) => (
                  <NavLink
                    key={item.to}
                    component={Link}
                    to={item.to}
                    label={item.label}
                    onClick={menu.close}
                    leftSection={<item.icon size={18} aria-hidden />}
                  />
                ))}
              </nav>
            </Box>
            {/* The committee works on the club's clock: every admin page shows it, members' pages their own. */}
            <Text size="xs" c="dimmed" px="sm" pt={4}>
              Times are club time ({timeZone})
            </Text>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>{twoFactor.data?.setupRequired ? <TwoFactorFirst /> : children}</Grid.Col>
      </Grid>
    </Container>
  );
}

/** The club requires a second factor for admins and this admin has none yet: the pages wait for it. */
function TwoFactorFirst() {
  return (
    <Alert color="yellow" variant="light" title="Two-factor authentication required">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          The club requires two-factor authentication for admins. Set it up on your profile, then come back to the admin pages.
        </Text>
        <Button renderRoot={(props) => <Link to="/member/profile" search={{ tab: 'security' }} {...props} />}>
          Set Up Two-Factor Authentication
        </Button>
      </Stack>
    </Alert>
  );
}
