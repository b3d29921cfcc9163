import { Card, Container, Grid, NavLink, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PAGE_WIDTH } from '../../theme';
import { adminMenu } from './admin-menu';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Container size={PAGE_WIDTH} py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Card withBorder padding="sm">
            <Text fw={700} size="sm" c="dimmed" tt="uppercase" px="sm" py={6}>
              Admin Menu
            </Text>
            <nav aria-label="Admin Menu">
              {adminMenu.map((item) => (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  leftSection={<item.icon size={18} aria-hidden />}
                />
              ))}
            </nav>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>{children}</Grid.Col>
      </Grid>
    </Container>
  );
}

