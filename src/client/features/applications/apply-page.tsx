import { Card, Container, Text, Title } from '@mantine/core';
import { formatPrice } from '../../lib/money';
import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '../../lib/public-query';
import { useClubSettings } from '../../lib/use-club-settings';
import { ApplicationForm } from './application-form';

export function ApplyPage() {
  const club = useClubSettings();
  const price = useQuery(publicQuery('membership', 'offer')).data?.price ?? club.membershipPrice;
  return (
    <Container size={720} py={64}>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        <Title order={1} size="h2" mb="xs">
          Membership Application
        </Title>
        <Text c="dimmed" mb="xl">
          Tell us about yourself. After you apply you pay the {formatPrice(price)} yearly membership fee; the club
          reviews your application and e-mails you an invitation to create your account.
        </Text>
        <ApplicationForm />
      </Card>
    </Container>
  );
}
