import { Alert, Card, Center, Grid, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc';
import { AccountStatusCard } from './account-status-card';
import { ClubProfileCard } from './club-profile-card';
import { DirectoryChoicesCard } from './directory-choices-card';
import { GolfSharingCard } from './golf-sharing-card';
import { HandicapCard } from './handicap-card';
import { MailPreferencesCard } from './mail-preferences-card';
import { MyDataCard } from './my-data-card';
import { PasswordForm } from './password-form';
import { PersonalInfoForm } from './personal-info-form';
import { TimeZoneCard } from './time-zone-card';
import { TwoFactorSection } from './two-factor-section';
import { useClubProfile } from './use-club-profile';

/** What the link mailed to a new address came back with. */
export type EmailChangeOutcome = 'confirmed' | 'expired';

const EMAIL_CHANGE_WORDS: Record<EmailChangeOutcome, { color: string; title: string; text: string }> = {
  confirmed: { color: 'green', title: 'E-mail address changed', text: 'Your new e-mail address is confirmed: the club writes to it from now on.' },
  expired: { color: 'red', title: 'Link not valid', text: 'This confirmation link was used already or has expired. Change the address again to get a new one.' },
};

/** The member's club profile, index and directory choices: members only (an admin account is in no directory). */
function ClubCards({ name }: { name: string }) {
  const club = useClubProfile();
  if (club.isPending) return <Loader size="sm" aria-label="Loading club profile" />;
  if (!club.data) return <Text c="red.8">Failed to load your club profile. Please try again later.</Text>;
  return (
    <>
      <ClubProfileCard profile={club.data} name={name} />
      <HandicapCard profile={club.data} />
      <DirectoryChoicesCard profile={club.data} />
    </>
  );
}

export function ProfilePage({ tab, emailChange }: { tab: 'personal' | 'security'; emailChange?: EmailChangeOutcome | undefined }) {
  const profile = trpc.profile.get.useQuery(undefined);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          My Profile
        </Title>
        <Text c="dimmed">Your personal information, password and account.</Text>
      </div>
      {emailChange && (
        <Alert color={EMAIL_CHANGE_WORDS[emailChange].color} variant="light" title={EMAIL_CHANGE_WORDS[emailChange].title}>
          {EMAIL_CHANGE_WORDS[emailChange].text}
        </Alert>
      )}
      {profile.isLoading ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading profile" />
        </Center>
      ) : !profile.data ? (
        <Text c="red">Failed to load your profile. Please try again later.</Text>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Card withBorder padding="md">
                <Tabs defaultValue={tab}>
                  <Tabs.List mb="md">
                    <Tabs.Tab value="personal" leftSection={<IconUser size={16} aria-hidden />}>
                      Personal Information
                    </Tabs.Tab>
                    <Tabs.Tab value="security" leftSection={<IconLock size={16} aria-hidden />}>
                      Security
                    </Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="personal">
                    <PersonalInfoForm profile={profile.data} />
                  </Tabs.Panel>
                  <Tabs.Panel value="security">
                    <PasswordForm username={profile.data.username} />
                    <TwoFactorSection />
                  </Tabs.Panel>
                </Tabs>
              </Card>
              {profile.data.memberType === 'standard' && <ClubCards name={profile.data.fullName || profile.data.username} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <TimeZoneCard profile={profile.data} />
              <AccountStatusCard profile={profile.data} />
              {profile.data.memberType === 'standard' && <GolfSharingCard profile={profile.data} />}
              {profile.data.memberType === 'standard' && <MailPreferencesCard />}
              <MyDataCard />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
