import { useState } from 'react';
import { COURSE_CSV_MAX_BYTES } from '../../../shared/golf/course-csv-layout';
import { COURSE_CSV_TOO_LARGE, courseCsvInputSchema } from '../../../shared/golf/course-import.schema';
import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Choosing a file previews it (the server names each row's errors); importing sends the same text
 * again, and the server decides once more inside its transaction.
 */
export function useCourseImport(onDone: () => void) {
  const invalidate = useInvalidate();
  const [csv, setCsv] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = trpc.admin.courses.previewImport.useMutation({
    onError: (error) => setProblem(errorMessage(error, 'The file could not be checked. Please try again.')),
  });
  const importTees = trpc.admin.courses.importTees.useMutation({
    onSuccess: async (result) => {
      notifySuccess('Tees Imported', `${plural(result.tees, 'tee', 'tees')} imported, ${plural(result.courses, 'new course', 'new courses')}.`);
      await invalidate('golf');
      onDone();
    },
    onError: (error) => {
      setProblem(errorMessage(error, 'The import failed. Please try again.'));
      // The club may have changed since the preview: show each row against it as it is now.
      if (csv !== null) preview.mutate({ csv });
    },
  });

  const choose = async (file: File | null) => {
    setCsv(null);
    setProblem(null);
    preview.reset();
    if (!file) return;
    if (file.size > COURSE_CSV_MAX_BYTES) return setProblem(COURSE_CSV_TOO_LARGE);
    const input = courseCsvInputSchema.safeParse({ csv: await file.text() });
    if (!input.success) return setProblem(input.error.issues[0]?.message ?? 'This file cannot be read.');
    setCsv(input.data.csv);
    preview.mutate(input.data);
  };

  const rows = preview.data?.rows;
  return {
    choose,
    problem,
    rows,
    checking: preview.isPending,
    ready: csv !== null && rows !== undefined && rows.every((row) => row.errors.length === 0) && !preview.isPending,
    importing: importTees.isPending,
    importAll: () => {
      if (csv !== null) importTees.mutate({ csv });
    },
  };
}
