import { Card, Container, Text, Title } from '@mantine/core';
import { formatPrice } from '../../lib/money';
import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '../../lib/public-query';
import { useClubSettings } from '../../lib/use-club-settings';
import { formOnInteraction } from '../../components/public-form/form-on-interaction';

// The form's code (Mantine's inputs, the handicap sources, the sending) loads on the first touch of the page.
const ApplicationForm = formOnInteraction('apply', () => import('./application-form').then((module) => module.ApplicationForm));

export function ApplyPage() {
  return (
    <Container size={720} py={64}>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        <Title order={1} size="h2" mb="xs">
          Membership Application
        </Title>
        <Text c="dimmed" mb="xl">
          Tell us about yourself. After you apply you pay the <MembershipFee /> yearly membership fee; the club
          reviews your application and e-mails you an invitation to create your account.
        </Text>
        <ApplicationForm />
      </Card>
    </Container>
  );
}

/** The fee, read on its own: the page around the form must not render again once hydrated (see formOnInteraction). */
function MembershipFee() {
  const club = useClubSettings();
  const price = useQuery(publicQuery('membership', 'offer')).data?.price ?? club.membershipPrice;
  return formatPrice(price);
}
