import { Button, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { commentInputSchema } from '../../../../shared/matches/match.schema';
import { useAddComment } from './use-matches';

export function CommentForm({ matchId, onDone }: { matchId: number; onDone: () => void }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { matchId, content: '' },
    validate: schemaResolver(commentInputSchema, { sync: true }),
  });
  const add = useAddComment(() => {
    form.reset();
    onDone();
  });
  return (
    <form onSubmit={form.onSubmit((values) => add.mutate(values))} noValidate>
      <Stack gap="xs">
        <Textarea label="Comment" placeholder="Say something about the match..." autosize minRows={2} key={form.key('content')} {...form.getInputProps('content')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Post Comment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
