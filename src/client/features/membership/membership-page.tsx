import { Button, Card, Container, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useClubSettings } from '../../lib/use-club-settings';
import { formatPrice } from '../../lib/money';
import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '../../lib/public-query';

const FOUNDING_HAT = 'Founding Member Hat';

const benefits = [
  'Exclusive deals and discounts',
  'Member dining privileges',
  'Access to private events',
  'Season access',
  'Tournament access',
  FOUNDING_HAT,
  'Online golf community access',
];

export function MembershipPage() {
  const { membershipPrice, foundingMemberCap } = useClubSettings();
  // Read after the page shows (it is server-rendered without it): places left, or the regular price once they are taken.
  const offer = useQuery(publicQuery('membership', 'offer')).data;
  const foundingFull = offer !== undefined && offer.foundingPlacesLeft === 0;
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="xs" mb="xl" ta="center">
        <Title order={1}>Membership</Title>
        <Text c="dimmed">One plan, everything the club offers.</Text>
      </Stack>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        {/* The spec's banner reads 'Limited Time Offer - First 100 Members Only'; the cap comes from the club settings. */}
        <Paper bg="yellow.5" radius="md" py="xs" px="md" mb="lg">
          <Text fw={700} ta="center" c="dark.9" size="sm">
            {foundingFull
              ? `All ${foundingMemberCap} founding places are taken`
              : `Limited Time Offer - First ${foundingMemberCap} Members Only`}
          </Text>
        </Paper>
        <Stack gap="md" align="center" ta="center">
          <Title order={2}>{foundingFull ? 'Member' : 'Founding Member'}</Title>
          <Group gap={6} align="baseline" justify="center">
            <Text fz={48} fw={800} c="green.9" lh={1}>
              {formatPrice(foundingFull ? offer.regularPrice : membershipPrice)}
            </Text>
            <Text c="dimmed">per year</Text>
          </Group>
          {offer && (
            <Text size="sm" fw={600} c={foundingFull ? 'dimmed' : 'green.9'}>
              {foundingFull
                ? `The founding price of ${formatPrice(offer.foundingPrice)} has gone to our first members; new members join at the regular price.`
                : `${offer.foundingPlacesLeft} founding ${offer.foundingPlacesLeft === 1 ? 'place' : 'places'} left`}
            </Text>
          )}
        </Stack>
        <List
          mt="xl"
          spacing="sm"
          center
          icon={
            <ThemeIcon size={22} radius="xl">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {/* The hat is the founding members' own: it goes once their places are taken. */}
          {benefits
            .filter((benefit) => !(foundingFull && benefit === FOUNDING_HAT))
            .map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
        </List>
        <Button component={Link} to="/apply" size="lg" fullWidth mt="xl">
          Apply Now
        </Button>
      </Card>
    </Container>
  );
}
