import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import { useSchoolDetail } from '../api/schools';
import '../i18n';
import { ORG_NS } from '../i18n';
import '../org.css';
import { ClassList } from './ClassList';

/** /dashboard/classlist?schoolId= (admin, brand admin): one school's classes, from the school list. */
export default function SchoolClassListPage() {
  const { t } = useTranslation(ORG_NS);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const schoolId = idFromQuery(searchParams.get('schoolId'));
  const school = useSchoolDetail(schoolId);
  if (schoolId === undefined) return <QueryError testId="org-error" error={new Error(t('ui:missingId'))} />;
  if (school.isError)
    return <QueryError testId="org-error" error={school.error} onRetry={() => void school.refetch()} />;
  const header = (
    <Space wrap>
      <Button
        type="text"
        icon={<ArrowLeftOutlined />}
        aria-label={t('ui:actions.back')}
        onClick={() => navigate(`/dashboard/schoolAdmin?id=${schoolId}`)}
      />
      <Typography.Text strong data-testid="school-classes-title">
        {t('classes.ofSchool', { name: school.data?.name ?? '…' })}
      </Typography.Text>
    </Space>
  );
  // keyed by school: another school's list starts with its own filters and page
  return <ClassList key={schoolId} school={{ id: schoolId, name: school.data?.name }} header={header} />;
}
