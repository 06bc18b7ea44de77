import type { ImportPreview, ImportProgress, ImportResult } from '@edu/shared';
import type { OrgScopeKind } from '@edu/shared/access';
import { RoleType } from '@edu/shared/roles';
import { useMemo, useState } from 'react';
import { download, isRequestError, routes, saveBlob, upload, useInvalidate } from '../../../app/api';
import { useFileCheck } from '../../../ui/import/useFileCheck';
import { refusalOf, uploadFraction } from '../../../ui/import/import-files';
import { importParams } from './params';

/** Where the import is: choosing the file (maybe sending it for the check), its rows checked, importing, done. */
export type ImportStage =
  | { step: 'choose'; uploading: number | null; error: string | null }
  | { step: 'preview'; preview: ImportPreview; error: string | null }
  | { step: 'importing'; upload: number; progress: ImportProgress | null }
  | { step: 'done'; result: ImportResult };

/**
 * The import of a teachers' or students' file, step by step: the template, the file checked on the
 * server (previewUserImport: every row with its errors), the import itself with its progress lines
 * (importUsers), its result. Failures are shown in place (the calls are silent).
 */
export function useImportFlow({
  roleType,
  defaultSchoolId,
  scope,
  onClose,
}: {
  roleType: 0 | 1;
  defaultSchoolId?: number;
  /** the caller's organization scope: a school admin imports into its own school */
  scope: OrgScopeKind | undefined;
  onClose: () => void;
}) {
  const invalidate = useInvalidate('org');
  const role = roleType === RoleType.teacher ? 'teacher' : 'student';
  const [schoolId, setSchoolId] = useState<number | undefined>(scope === 'school' ? undefined : defaultSchoolId);
  const [stage, setStage] = useState<ImportStage>({ step: 'choose', uploading: null, error: null });
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [templateLoading, setTemplateLoading] = useState<'csv' | 'xlsx' | null>(null);
  const params = useMemo(() => importParams(roleType, schoolId), [roleType, schoolId]);

  const template = async (format: 'csv' | 'xlsx') => {
    setTemplateLoading(format);
    try {
      const file = await download(
        routes.org.getImportTemplate,
        { roleType, format },
        { fallbackName: `${role}-template.${format}` },
      );
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setTemplateLoading(null);
    }
  };

  // Errors are shown in place (silent): the dialog says what is wrong with the file.
  const { file, check, abort } = useFileCheck<ImportPreview>({
    send: (chosen, options) =>
      upload(routes.org.previewUserImport, params, { file: chosen, fileName: chosen.name, silent: true, ...options }),
    onChoose: (state) => setStage({ step: 'choose', ...state }),
    onPreview: (preview) => {
      setOnlyErrors(preview.invalid > 0);
      setStage({ step: 'preview', preview, error: null });
    },
  });

  const submit = async () => {
    const chosen = file.current;
    if (!chosen) return;
    setStage({ step: 'importing', upload: 0, progress: null });
    try {
      // The answer streams the import's progress lines (NDJSON), then the envelope.
      const result = await upload(routes.org.importUsers, params, {
        file: chosen,
        fileName: chosen.name,
        silent: true,
        onProgress: (sent) => {
          const fraction = uploadFraction(sent);
          if (fraction !== null) setStage((s) => (s.step === 'importing' ? { ...s, upload: fraction } : s));
        },
        onLine: (progress: ImportProgress) =>
          setStage((s) => (s.step === 'importing' ? { ...s, upload: 1, progress } : s)),
      });
      setStage({ step: 'done', result });
      void invalidate();
    } catch (error) {
      const { msg, preview } = refusalOf<ImportPreview>(error);
      // Refused for its rows (or changed meanwhile): the server sends the rows again, with their errors.
      if (preview) {
        setOnlyErrors(true);
        setStage({ step: 'preview', preview, error: msg });
      } else if (stage.step === 'preview') {
        setStage({ ...stage, error: msg });
      } else {
        setStage({ step: 'choose', uploading: null, error: msg });
      }
    }
  };

  const close = () => {
    abort();
    onClose();
  };
  const busy = stage.step === 'importing' || (stage.step === 'choose' && stage.uploading !== null);
  /** Back to choosing a file (another file after a check). */
  const chooseAnother = () => setStage({ step: 'choose', uploading: null, error: null });

  return {
    role,
    stage,
    schoolId,
    setSchoolId,
    onlyErrors,
    setOnlyErrors,
    templateLoading,
    template,
    check,
    submit,
    chooseAnother,
    close,
    busy,
  } as const;
}
