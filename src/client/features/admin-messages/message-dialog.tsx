import { Anchor, Modal, Stack, Text } from '@mantine/core';
import type { ContactMessage } from '../../../shared/contact/contact.schema';
import { inClubTime, LIST_DATE, TIME } from '../../lib/dates';

interface MessageDialogProps {
  message: ContactMessage | null;
  timeZone: string;
  onClose: () => void;
}

export function MessageDialog({ message, timeZone, onClose }: MessageDialogProps) {
  return (
    <Modal opened={message !== null} onClose={onClose} title={message ? `Message from ${message.name}` : ''} size="lg" centered>
      {message && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Received {inClubTime(message.createdAt, timeZone).format(`${LIST_DATE} ${TIME}`)}
          </Text>
          <Text size="sm">
            <strong>Email:</strong> <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>
          </Text>
          <Text size="sm">
            <strong>Phone:</strong> <Anchor href={`tel:${message.phone}`}>{message.phone}</Anchor>
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Text>
        </Stack>
      )}
    </Modal>
  );
}
