import { Box, Card, Container, Grid, Group, NavLink, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
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
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>{children}</Grid.Col>
      </Grid>
    </Container>
  );
}
