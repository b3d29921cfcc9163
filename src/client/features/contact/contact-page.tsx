import { Anchor, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useClubSettings } from '../../lib/use-club-settings';
import { PAGE_WIDTH } from '../../theme';
import { formOnInteraction } from '../../components/public-form/form-on-interaction';

// The form's code (Mantine's inputs and the sending) loads on the first touch of the page.
const ContactForm = formOnInteraction('contact', () => import('./contact-form').then((module) => module.ContactForm));

export function ContactPage({ sent = false }: { sent?: boolean }) {
  const club = useClubSettings();
  return (
    <Container size={PAGE_WIDTH} py={64}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>Contact Us</Title>
        <Text c="dimmed">Get in touch with us to learn more about membership opportunities.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Card withBorder padding="xl">
          <Title order={2} size="h3" mb="lg">
            Contact Information
          </Title>
          <Stack gap="lg">
            <ContactLine icon={<IconPhone size={20} aria-hidden />} label="Phone">
              <Anchor href={`tel:${club.phone.replace(/[^\d+]/g, '')}`}>{club.phone}</Anchor>
            </ContactLine>
            <ContactLine icon={<IconMail size={20} aria-hidden />} label="Email">
              <Anchor href={`mailto:${club.contactEmail}`}>{club.contactEmail}</Anchor>
            </ContactLine>
            <ContactLine icon={<IconMapPin size={20} aria-hidden />} label="Address">
              {club.streetAddress}
              <br />
              {club.city}
            </ContactLine>
          </Stack>
        </Card>
        <Card withBorder padding="xl">
          <Title order={2} size="h3" mb="lg">
            Send us a message
          </Title>
          <ContactForm sent={sent} />
        </Card>
      </SimpleGrid>
    </Container>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap">
      <ThemeIcon variant="light" size={40}>
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={600}>{label}</Text>
        <Text c="dimmed">{children}</Text>
      </div>
    </Group>
  );
}
