import type { UseFormReturnType } from '@mantine/form';
import type { ApplicationInput } from '../../../shared/applications/application.schema';

/** The form's values: the level starts unchosen (the form asks for one; the API's default would guess). */
export type ApplicationFormValues = Omit<ApplicationInput, 'golfExperience'> & { golfExperience: ApplicationInput['golfExperience'] | null };

export type ApplicationFormApi = UseFormReturnType<ApplicationFormValues>;
