import { Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { IMAGE_ACCEPT } from '../posts/image-accept';
import { useUploadPhoto } from './use-matches';

interface UploadPhotoDialogProps {
  matchId: number;
  opened: boolean;
  onClose: () => void;
}

/** 'Upload Photo': an image (its name and size shown), an optional caption. */
export function UploadPhotoDialog({ matchId, opened, onClose }: UploadPhotoDialogProps) {
  const [image, setImage] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setImage(null);
    setCaption('');
    setError(undefined);
    onClose();
  };
  const upload = useUploadPhoto(matchId, close);
  const submit = () => {
    if (!image) {
      setError('No photo selected');
      return;
    }
    upload.mutate({ image, caption });
  };
  return (
    <Modal opened={opened} onClose={close} title="Upload Photo" centered>
      <Stack gap="sm">
        <FileInput
          label="Photo"
          placeholder="Choose an image"
          accept={IMAGE_ACCEPT}
          leftSection={<IconPhoto size={16} />}
          value={image}
          onChange={(file) => {
            setImage(file);
            setError(undefined);
          }}
          error={error}
        />
        {image && (
          <Text size="sm" c="dimmed">
            {image.name} ({(image.size / 1024).toFixed(1)} KB)
          </Text>
        )}
        <TextInput label="Caption (optional)" value={caption} onChange={(event) => setCaption(event.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={upload.isPending}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
