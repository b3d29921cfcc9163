import { createFileRoute } from '@tanstack/react-router';
import { TeeSheetPage } from '../../features/reservations/tee-sheet-page';

export const Route = createFileRoute('/admin/tee-sheet')({ component: TeeSheetPage });
