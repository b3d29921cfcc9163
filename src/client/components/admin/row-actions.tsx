import { ActionIcon } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface RowActionProps {
  /** What the row is, for the button's name: 'Edit {name}', 'Delete {name}'. */
  name: string;
  onClick: () => void;
}

export function EditRowAction({ name, onClick }: RowActionProps) {
  return (
    <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onClick}>
      <IconPencil size={18} />
    </ActionIcon>
  );
}

export function DeleteRowAction({ name, onClick }: RowActionProps) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onClick}>
      <IconTrash size={18} />
    </ActionIcon>
  );
}
