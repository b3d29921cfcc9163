import { ActionIcon, Card, CloseButton, FileButton, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPhoto, IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { IMAGE_ACCEPT } from '../posts/image-accept';
import { useCreatePost } from '../posts/use-posts';

/** The home composer: one line, Enter (without Shift) posts; the photo button attaches an image. */
export function HomeComposer() {
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const create = useCreatePost(() => {
    setContent('');
    setImage(null);
  });
  const canPost = content.trim() !== '' && !create.isPending;
  const submit = () => {
    if (canPost) create.mutate({ content: content.trim(), image });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <Card withBorder padding="md">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          aria-label="Share with the club"
          placeholder="Share your latest round, wager or golf story..."
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          disabled={create.isPending}
        />
        <FileButton onChange={setImage} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Tooltip label="Add a photo">
              <ActionIcon {...props} size="lg" variant="light" aria-label="Add a photo" disabled={create.isPending}>
                <IconPhoto size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <ActionIcon size="lg" aria-label="Post" onClick={submit} disabled={!canPost} loading={create.isPending}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      {image && (
        <Group gap={4} mt="xs">
          <Text size="sm" c="dimmed">
            Photo: {image.name}
          </Text>
          <CloseButton size="sm" aria-label="Remove photo" onClick={() => setImage(null)} />
        </Group>
      )}
    </Card>
  );
}
