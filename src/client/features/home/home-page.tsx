import { Box, Button, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceDesktop, IconTrophy, IconUsersGroup, IconWorld } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PAGE_WIDTH } from '../../theme';
import classes from './home-page.module.css';
import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '../../lib/public-query';
import { TournamentsBand } from './tournaments-band';

const features = [
  {
    icon: IconDeviceDesktop,
    title: 'Virtual Golf Simulation',
    text: 'Play championship courses on state-of-the-art simulators, with every swing tracked.',
  },
  {
    icon: IconWorld,
    title: 'Remote Play',
    text: 'Tee off with friends from anywhere: your foursome no longer needs to share a city.',
  },
  {
    icon: IconUsersGroup,
    title: 'Global Community',
    text: 'Meet golfers from around the world in the club feed, at matches and at member events.',
  },
  {
    icon: IconTrophy,
    title: 'Competitive Events',
    text: 'Virtual tournaments, season ladders and friendly wagers for every level of player.',
  },
];

export function HomePage() {
  const photo = useQuery(publicQuery('club', 'identity')).data?.hero ?? null;
  return (
    <>
      <Box className={classes.hero}>
        {photo && (
          <>
            {/* Decorative: the heading says what the page is; the shade keeps the text readable on any photo. */}
            <img src={photo.src} srcSet={photo.srcSet} sizes="100vw" alt="" className={classes.heroPhoto} fetchPriority="high" />
            <div className={classes.heroShade} />
          </>
        )}
        <Container size={PAGE_WIDTH} py={{ base: 64, sm: 112 }} className={classes.heroContent}>
          <Stack gap="lg" maw={640}>
            <Title order={1} className={classes.heroTitle}>
              Welcome to the Club
            </Title>
            <Text size="lg" className={classes.heroText}>
              Join an exclusive remote golf community. Play rounds with friends from anywhere, sharpen your game with golf
              simulation, compete in virtual tournaments and enjoy the social atmosphere of a real club, wherever you are.
            </Text>
            <div>
              <Button component={Link} to="/membership" size="lg" color="yellow.5" c="dark.9">
                Explore Membership
              </Button>
            </div>
          </Stack>
        </Container>
      </Box>
      <Container size={PAGE_WIDTH} py={64}>
        <Title order={2} ta="center" mb="xl">
          The Future of Golf Club Experience
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {features.map((feature) => (
            <Stack key={feature.title} gap="sm" className={classes.feature}>
              <ThemeIcon size={48} radius="md" variant="light">
                <feature.icon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4">
                {feature.title}
              </Title>
              <Text size="sm" c="dimmed">
                {feature.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
      <TournamentsBand />
    </>
  );
}
