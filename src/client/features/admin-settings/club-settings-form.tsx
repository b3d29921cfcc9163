import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo } from 'react';
import { type ClubSettings, clubSettingsSchema } from '../../../shared/club/club-settings.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { timeZoneOptions } from '../../lib/time-zones';
import { useInvalidate } from '../../lib/invalidation-map';

const DIGEST_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((label, day) => ({ value: String(day), label }));

export function ClubSettingsForm({ settings }: { settings: ClubSettings }) {
  const utils = trpc.useUtils();
  const invalidate = useInvalidate();
  const form = useForm<ClubSettings>({
    mode: 'controlled',
    initialValues: settings,
    validate: schemaResolver(clubSettingsSchema, { sync: true }),
  });
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);
  const save = trpc.admin.settings.update.useMutation({
    onSuccess: async (saved) => {
      // The public pages, the footer and the calendars read club.settings: they change at once.
      utils.club.settings.setData(undefined, saved);
      utils.admin.settings.get.setData(undefined, saved);
      form.resetDirty(saved);
      notifySuccess('Settings Saved', 'The club settings have been updated.');
      await invalidate('settings');
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      notifyError('Error Saving Settings', errorMessage(error, 'Failed to save settings'));
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput label="Club Name" key={form.key('clubName')} {...form.getInputProps('clubName')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Contact Email" type="email" key={form.key('contactEmail')} {...form.getInputProps('contactEmail')} />
          <TextInput label="Phone" type="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
          <TextInput label="Street Address" key={form.key('streetAddress')} {...form.getInputProps('streetAddress')} />
          <TextInput label="City" key={form.key('city')} {...form.getInputProps('city')} />
        </SimpleGrid>
        <Select
          label="Time Zone"
          description="The club's clock: tee times, public pages and the committee's pages run on it; members see their own zone with this one beside."
          data={zones}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No such time zone"
          key={form.key('timeZone')}
          {...form.getInputProps('timeZone')}
          onChange={(value: string | null) => form.setFieldValue('timeZone', value ?? '')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Membership Price (USD per year)"
            description="The founding price, while founding places are left."
            prefix="$"
            min={0}
            decimalScale={2}
            key={form.key('membershipPrice')}
            {...form.getInputProps('membershipPrice')}
            onChange={(value) => form.setFieldValue('membershipPrice', typeof value === 'number' ? value : Number.NaN)}
          />
          <NumberInput
            label="Founding-Member Cap"
            min={1}
            allowDecimal={false}
            key={form.key('foundingMemberCap')}
            {...form.getInputProps('foundingMemberCap')}
            onChange={(value) => form.setFieldValue('foundingMemberCap', typeof value === 'number' ? value : Number.NaN)}
          />
          <NumberInput
            label="Regular Price (USD per year)"
            description="What members pay once the founding places are taken."
            prefix="$"
            min={0}
            decimalScale={2}
            key={form.key('regularPrice')}
            {...form.getInputProps('regularPrice')}
            onChange={(value) => form.setFieldValue('regularPrice', typeof value === 'number' ? value : Number.NaN)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Expiring Warning (days)"
            description="Renewal opens this many days before a member's year ends: they see a banner, get reminders and can renew."
            min={1}
            allowDecimal={false}
            key={form.key('expiringDays')}
            {...form.getInputProps('expiringDays')}
            onChange={(value) => form.setFieldValue('expiringDays', typeof value === 'number' ? value : Number.NaN)}
          />
          <NumberInput
            label="Grace Period (days)"
            description="Days after the paid-through date before a membership lapses."
            min={0}
            allowDecimal={false}
            key={form.key('graceDays')}
            {...form.getInputProps('graceDays')}
            onChange={(value) => form.setFieldValue('graceDays', typeof value === 'number' ? value : Number.NaN)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            type="date"
            label="Season starts"
            description="Empty for the calendar year."
            value={form.values.seasonStart ?? ''}
            onChange={(event) => form.setFieldValue('seasonStart', event.currentTarget.value === '' ? null : event.currentTarget.value)}
            error={form.errors.seasonStart}
          />
          <TextInput
            type="date"
            label="Season ends"
            description="Empty for the calendar year."
            value={form.values.seasonEnd ?? ''}
            onChange={(event) => form.setFieldValue('seasonEnd', event.currentTarget.value === '' ? null : event.currentTarget.value)}
            error={form.errors.seasonEnd}
          />
          <NumberInput
            label="Leaderboard rounds"
            description="Each member's best this many rounds count."
            min={1}
            allowDecimal={false}
            key={form.key('leaderboardRounds')}
            {...form.getInputProps('leaderboardRounds')}
            onChange={(value) => form.setFieldValue('leaderboardRounds', typeof value === 'number' ? value : Number.NaN)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Tee times: days ahead"
            description="How many days ahead members may book."
            min={1}
            allowDecimal={false}
            key={form.key('bookingDaysAhead')}
            {...form.getInputProps('bookingDaysAhead')}
            onChange={(value) => form.setFieldValue('bookingDaysAhead', typeof value === 'number' ? value : Number.NaN)}
          />
          <NumberInput
            label="Tee times: upcoming per member"
            description="The most upcoming tee times one member may hold."
            min={1}
            allowDecimal={false}
            key={form.key('maxUpcomingBookings')}
            {...form.getInputProps('maxUpcomingBookings')}
            onChange={(value) => form.setFieldValue('maxUpcomingBookings', typeof value === 'number' ? value : Number.NaN)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="No-shows before a pause"
            description="This many no-shows within the window pause booking."
            min={1}
            allowDecimal={false}
            key={form.key('noShowLimit')}
            {...form.getInputProps('noShowLimit')}
            onChange={(value) => form.setFieldValue('noShowLimit', typeof value === 'number' ? value : Number.NaN)}
          />
          <NumberInput
            label="No-show window (days)"
            description="The days the no-shows are counted over."
            min={1}
            allowDecimal={false}
            key={form.key('noShowWindowDays')}
            {...form.getInputProps('noShowWindowDays')}
            onChange={(value) => form.setFieldValue('noShowWindowDays', typeof value === 'number' ? value : Number.NaN)}
          />
          <NumberInput
            label="Booking pause (days)"
            description="Days after the last no-show before booking opens again."
            min={1}
            allowDecimal={false}
            key={form.key('noShowSuspensionDays')}
            {...form.getInputProps('noShowSuspensionDays')}
            onChange={(value) => form.setFieldValue('noShowSuspensionDays', typeof value === 'number' ? value : Number.NaN)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Weekly digest day"
            data={DIGEST_DAYS}
            allowDeselect={false}
            value={String(form.values.digestDay)}
            onChange={(value) => value !== null && form.setFieldValue('digestDay', Number(value))}
            error={form.errors.digestDay}
          />
          <NumberInput
            label="Weekly digest hour"
            description="Club time, 0 to 23."
            min={0}
            max={23}
            allowDecimal={false}
            clampBehavior="none"
            key={form.key('digestHour')}
            {...form.getInputProps('digestHour')}
            onChange={(value) => form.setFieldValue('digestHour', typeof value === 'number' ? value : Number.NaN)}
          />
        </SimpleGrid>
        <Switch
          label="Only outdoor rounds count for the club index"
          description="Off: every round on a rated tee counts, simulator rounds too (the club's index is its own). On: only rounds on outdoor courses count, as for an official index, where only courses with a current Course Rating and Slope Rating count."
          key={form.key('indexOutdoorOnly')}
          {...form.getInputProps('indexOutdoorOnly', { type: 'checkbox' })}
        />
        <Switch
          label="Require two-factor authentication for admins"
          description="Admins then sign in with a code from an app on their phone; the admin pages wait until they set it up. Turn it on for your own account first, on My Profile."
          key={form.key('requireAdminTwoFactor')}
          {...form.getInputProps('requireAdminTwoFactor', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
