import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
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
        {/* Plain CSS columns rather than Mantine's Grid and Divider: the footer is on every first visit. */}
        <div className={classes.columns}>
          <div className={classes.about}>
            <Title order={2} size="h4" mb="xs">
              {clubName}
            </Title>
            <Text size="sm" c="gray.1">
              A remote golf community for players everywhere: rounds with friends from anywhere, golf simulation, virtual
              tournaments and a club atmosphere that travels with you.
            </Text>
          </div>
          <div>
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
          </div>
          <div>
            <Title order={2} size="h5" mb="xs">
              Contact
            </Title>
            <Anchor href={`mailto:${contactEmail}`} size="sm" className={classes.link}>
              {contactEmail}
            </Anchor>
          </div>
        </div>
        <hr className={classes.rule} />
        <Text size="xs" c="gray.3" ta="center">
          © {new Date().getFullYear()} {clubName}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
