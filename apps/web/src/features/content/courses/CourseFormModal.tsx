import { LoadingOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { COURSE_KINDS, type CourseKind, type CourseRow, type Subject } from '@edu/shared';
import { AutoComplete, Button, Col, Form, Input, Modal, Radio, Row, Space, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError, routes } from '../../../app/api';
import { toastError, toastSuccess } from '../../../app/feedback';
import { callerManagesContent, useCaller } from '../../../ui/access';
import { uploadCover, useSaveCourse, useTextbookEditions } from '../api/courses';
import { GradeSelect, OwnerSelect, PLATFORM_OWNER, SubjectSelect } from '../components/selects';
import { isAcceptableUrl } from '../editor/UrlDialog';
import { CONTENT_NS } from '../i18n';

interface Values {
  title: string;
  subject: Subject;
  grade: number;
  kind: CourseKind;
  textbookEdition?: string;
  owner?: number;
  cover?: string;
  description?: string;
}

const COVER_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
/** The cover field's hint: an http(s) address, or an uploaded cover's (served by routes.content.cover). */
const COVER_PLACEHOLDER = `https://… / ${routes.content.cover.path.replace(':file', '…')}`;

/** Create a course or change its details (subject, grade, kind, textbook edition, owner, cover). */
export function CourseFormModal({
  open,
  course,
  defaults,
  onClose,
  onSaved,
}: {
  open: boolean;
  course?: CourseRow;
  defaults?: Partial<Values>;
  onClose: () => void;
  onSaved?: (course: CourseRow) => void;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const caller = useCaller();
  const platformManager = callerManagesContent(caller, null);
  const [form] = Form.useForm<Values>();
  const save = useSaveCourse();
  const [uploading, setUploading] = useState(false);
  const kind = Form.useWatch('kind', form);
  const subject = Form.useWatch('subject', form);
  const cover = Form.useWatch('cover', form);
  const editions = useTextbookEditions(subject ? { subject } : {});

  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      course
        ? {
            title: course.title,
            subject: course.subject,
            grade: course.grade,
            kind: course.kind,
            textbookEdition: course.textbookEdition,
            cover: course.cover,
            description: course.description,
          }
        : { kind: 'normal', subject: 'math', grade: 7, owner: PLATFORM_OWNER, ...defaultsRef.current },
    );
  }, [open, course, form]);

  const submit = async (v: Values) => {
    try {
      const saved = await save.mutateAsync({
        ...(course ? { id: course.id } : {}),
        ...(!course && platformManager ? { brandId: v.owner ? v.owner : null } : {}),
        title: v.title.trim(),
        subject: v.subject,
        grade: v.grade,
        kind: v.kind,
        textbookEdition: v.kind === 'book' ? (v.textbookEdition ?? '').trim() : '',
        cover: (v.cover ?? '').trim(),
        description: (v.description ?? '').trim(),
      });
      void toastSuccess(course ? t('common.saved') : t('course.created'));
      onSaved?.(saved);
      onClose();
    } catch {
      // shown by the request client
    }
  };

  const onCoverFile = async (file: File) => {
    setUploading(true);
    try {
      const r = await uploadCover(file);
      form.setFieldsValue({ cover: r.cover });
    } catch (error) {
      if (!isRequestError(error)) void toastError(String(error));
    } finally {
      setUploading(false);
    }
    return false;
  };

  return (
    <Modal
      open={open}
      title={course ? t('course.editTitle') : t('course.createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('ui:actions.save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'course-form-submit' }}
      width={680}
      destroyOnHidden
      forceRender
      mask={{ closable: false }}
      data-testid="course-form"
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="title"
          label={t('course.title')}
          rules={[
            { required: true, whitespace: true, message: t('ui:validation.required') },
            { max: 200, message: t('ui:validation.maxLength', { max: 200 }) },
          ]}
        >
          <Input maxLength={200} data-testid="course-title" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={12}>
            <Form.Item
              name="subject"
              label={t('fields.subject')}
              rules={[{ required: true, message: t('ui:validation.required') }]}
            >
              <SubjectSelect data-testid="course-subject" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="grade"
              label={t('ui:fields.grade')}
              rules={[{ required: true, message: t('ui:validation.required') }]}
            >
              <GradeSelect data-testid="course-grade" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="kind"
          label={t('course.kind')}
          rules={[{ required: true, message: t('ui:validation.required') }]}
        >
          <Radio.Group optionType="button" buttonStyle="solid" data-testid="course-kind">
            {COURSE_KINDS.map((k) => (
              <Radio.Button key={k} value={k}>
                {t(`courseKind.${k}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        {kind === 'book' && (
          <Form.Item
            name="textbookEdition"
            label={t('course.textbookEdition')}
            extra={t('course.textbookEditionHint')}
            rules={[
              { required: true, whitespace: true, message: t('ui:validation.required') },
              { max: 100, message: t('ui:validation.maxLength', { max: 100 }) },
            ]}
          >
            <AutoComplete
              options={(editions.data ?? []).map((e) => ({ value: e.edition }))}
              placeholder={t('course.textbookEditionPlaceholder')}
              filterOption={(input, option) =>
                String(option?.value ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase())
              }
              data-testid="course-edition"
            />
          </Form.Item>
        )}
        {platformManager && !course && (
          <Form.Item name="owner" label={t('fields.owner')} extra={t('owner.hint')}>
            <OwnerSelect />
          </Form.Item>
        )}
        <Form.Item label={t('course.cover')} extra={t('course.coverHint')}>
          <Space.Compact className="ct-fill">
            <Form.Item
              name="cover"
              noStyle
              rules={[
                {
                  validator: (_, v: string | undefined) =>
                    !v || isAcceptableUrl(v, 'image')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('editor.badUrl'))),
                },
              ]}
            >
              <Input placeholder={COVER_PLACEHOLDER} prefix={<PictureOutlined />} allowClear />
            </Form.Item>
            <Upload accept={COVER_ACCEPT} showUploadList={false} beforeUpload={(f) => onCoverFile(f)}>
              <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading}>
                {t('course.uploadCover')}
              </Button>
            </Upload>
          </Space.Compact>
          {cover && isAcceptableUrl(cover, 'image') && <img src={cover} alt="" className="course-form__cover" />}
        </Form.Item>
        <Form.Item
          name="description"
          label={t('course.description')}
          rules={[{ max: 2000, message: t('ui:validation.maxLength', { max: 2000 }) }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
