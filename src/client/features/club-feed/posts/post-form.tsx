import { Button, Card, FileInput, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { postInputSchema, type PostInput } from '../../../../shared/feed/feed.schema';
import { IMAGE_ACCEPT } from './image-accept';
import { useCreatePost } from './use-posts';

/** 'Write a Post': text, an optional photo; Post stays disabled while the text is empty. */
export function PostForm({ onDone }: { onDone: () => void }) {
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<Required<PostInput>>({
    mode: 'controlled',
    initialValues: { content: '' },
    validate: schemaResolver(postInputSchema, { sync: true }),
  });
  const create = useCreatePost(() => {
    form.reset();
    setImage(null);
    onDone();
  });
  return (
    <Card withBorder padding="md">
      <form onSubmit={form.onSubmit((values) => create.mutate({ content: values.content, image }))} noValidate>
        <Stack gap="sm">
          <Textarea
            label="Your post"
            placeholder="Share your latest round, a wager or a golf story..."
            autosize
            minRows={3}
            maxRows={10}
            key={form.key('content')}
            {...form.getInputProps('content')}
          />
          <FileInput
            label="Photo (optional)"
            placeholder="Choose an image"
            accept={IMAGE_ACCEPT}
            leftSection={<IconPhoto size={16} />}
            clearable
            value={image}
            onChange={setImage}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={form.values.content.trim() === '' || create.isPending}>
              Post
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
