import type { z } from 'zod';
import type { teeInputSchema } from '../../../shared/golf/course.schema';
import { toTenths } from '../../../shared/golf/whs';
import { writeNumberList } from './number-list';

/** A tee's figures as course_tees keeps them: ratings in tenths, holes as JSON lists. */
export type TeeFields = Omit<z.output<typeof teeInputSchema>, 'courseId'>;

export function teeColumns(input: TeeFields, at: Date) {
  return {
    name: input.name,
    gender: input.gender,
    pars: writeNumberList(input.pars),
    stroke_indexes: writeNumberList(input.strokeIndexes),
    rating_tenths: toTenths(input.rating),
    slope: input.slope,
    front_rating_tenths: toTenths(input.frontRating),
    front_slope: input.frontSlope,
    back_rating_tenths: toTenths(input.backRating),
    back_slope: input.backSlope,
    updated_at: at.toISOString(),
  };
}
