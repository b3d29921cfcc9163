import { Anchor, Container, Divider, Grid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useClubSettings } from '../../lib/use-club-settings';
import { PAGE_WIDTH } from '../../theme';
import classes from './site-footer.module.css';

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/membership', label: 'Membership' },
  { to: '/events', label: 'Events' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/apply', label: 'Apply' },
] as const;

export function SiteFooter() {
  const { clubName, contactEmail } = useClubSettings();
  return (
    <footer className={classes.footer}>
      <Container size={PAGE_WIDTH} py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Title order={2} size="h4" mb="xs">
              {clubName}
            </Title>
            <Text size="sm" c="gray.1">
              A remote golf community for players everywhere: rounds with friends from anywhere, golf simulation, virtual
              tournaments and a club atmosphere that travels with you.
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6, sm: 3 }}>
            <Title order={2} size="h5" mb="xs">
              Quick Links
            </Title>
            <Stack gap={4}>
              {quickLinks.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" className={classes.link}>
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6, sm: 3 }}>
            <Title order={2} size="h5" mb="xs">
              Contact
            </Title>
            <Anchor href={`mailto:${contactEmail}`} size="sm" className={classes.link}>
              {contactEmail}
            </Anchor>
          </Grid.Col>
        </Grid>
        <Divider my="lg" color="gray.7" />
        <Text size="xs" c="gray.3" ta="center">
          © {new Date().getFullYear()} {clubName}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
