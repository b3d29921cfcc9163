import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { declaredIndexSchema, HANDICAP_SYSTEM_LABELS, HANDICAP_SYSTEMS, type HandicapSystem } from '../../../shared/golf/handicap.schema';
import type { MemberProfile } from '../../../shared/profile/member-profile.schema';
import { OptionalNumberInput } from '../../components/optional-number-input';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { indexWords } from '../../lib/index-words';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useSavedClubProfile } from './use-club-profile';

const systemOptions = HANDICAP_SYSTEMS.map((value) => ({ value, label: HANDICAP_SYSTEM_LABELS[value] }));

interface DeclareValues {
  index: number | null;
  system: HandicapSystem | null;
  reference: string;
}

const EXPLAINED: Record<'club' | 'set' | 'declared', string> = {
  club: 'Worked out from your rounds at the club: matches and tournaments play off it.',
  set: 'The committee set it. Your club index replaces it once your rounds here give you one.',
  declared: 'The index you brought with you. Your club index replaces it once your rounds here give you one; until then only the committee can change it.',
};

function DeclareIndexForm() {
  const saved = useSavedClubProfile();
  const form = useForm<DeclareValues>({
    mode: 'controlled',
    initialValues: { index: null, system: null, reference: '' },
    validate: schemaResolver(declaredIndexSchema, { sync: true }),
  });
  const declare = trpc.people.declareIndex.useMutation({
    onSuccess: async (next) => {
      notifySuccess('Index Declared', 'Matches now play off the index you declared.');
      await saved(next);
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      notifyError('Index Not Declared', errorMessage(error, 'Please try again.'));
    },
  });
  const submit = form.onSubmit((values) => {
    const parsed = declaredIndexSchema.safeParse(values);
    if (parsed.success) declare.mutate(parsed.data);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">If you have an index elsewhere, declare it and play off it from your first match instead of scratch.</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <OptionalNumberInput
            label="Handicap index"
            description="From -10 to 54"
            min={-10}
            max={54}
            step={0.1}
            decimalScale={1}
            value={form.values.index}
            onChange={(value) => form.setFieldValue('index', value)}
            error={form.errors.index}
          />
          <Select label="Where is your index kept?" placeholder="Choose one" data={systemOptions} key={form.key('system')} {...form.getInputProps('system')} />
          <TextInput label="Your number or club there" placeholder="e.g. 1234567" key={form.key('reference')} {...form.getInputProps('reference')} />
        </SimpleGrid>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} p="xs">
          <Text size="sm">You declare it once: after that only the committee can change it.</Text>
        </Alert>
        <Group justify="flex-end">
          <Button type="submit" disabled={declare.isPending}>
            {declare.isPending ? 'Declaring...' : 'Declare index'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The index the member plays off, in words, and their one chance to declare one while they have none. */
export function HandicapCard({ profile }: { profile: MemberProfile }) {
  const { index } = profile;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="handicap">
      <Title order={2} size="h4" mb="xs" id="handicap">
        Handicap
      </Title>
      <Text fw={600}>{index ? indexWords(index) : 'No handicap yet'}</Text>
      <Text size="sm" c="dimmed" mb={profile.canDeclareIndex ? 'md' : 0}>
        {index ? EXPLAINED[index.source] : 'Your club index starts once your rounds at the club give you one.'}
      </Text>
      {index?.source === 'set' && index.note && (
        <Text size="sm" c="dimmed">
          The committee's note: {index.note}
        </Text>
      )}
      {profile.canDeclareIndex && <DeclareIndexForm />}
    </Card>
  );
}
