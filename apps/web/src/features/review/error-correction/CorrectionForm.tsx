import { SendOutlined } from '@ant-design/icons';
import { type AnswerResponse, ERROR_EXPLANATION_MAX, type QuestionPreview } from '@edu/shared';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { AnswerPhoto, type PhotoUpload } from '../../../ui/question/AnswerPhoto';
import { StudentQuestion } from '../../../ui/question/StudentQuestion';
import { REVIEW_NS } from '../i18n';
import { uploadErrorCorrectionPhoto, useSubmitErrorCorrection } from './api';
import { givesAnswer } from './redo';

/**
 * A new attempt: the question to answer again (a short answer takes its photo there), what went wrong
 * (required), a photo of the working for the other types, and the send button.
 */
export function CorrectionForm({
  submissionId,
  questionId,
  preview,
  onSent,
}: {
  submissionId: number;
  questionId: number;
  preview: QuestionPreview;
  onSent: () => void;
}) {
  const { t } = useTranslation(REVIEW_NS);
  const submit = useSubmitErrorCorrection();
  const [response, setResponse] = useState<AnswerResponse>({});
  const [explanation, setExplanation] = useState('');
  const [photo, setPhoto] = useState<string | undefined>();
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const uploadPhoto: PhotoUpload = (file, onProgress) =>
    uploadErrorCorrectionPhoto({ submissionId, questionId }, file, onProgress);
  const keepUrl = (name: string, url: string) => setUrls((u) => ({ ...u, [name]: url }));

  const answered = givesAnswer(preview.type, response);
  const explained = explanation.trim() !== '';
  const send = async () => {
    setTried(true);
    if (!answered || !explained || submit.isPending) return;
    try {
      await submit.mutateAsync({ submissionId, questionId, response, explanation, photo });
      void toastSuccess(t('errorCorrection.submitted'));
      onSent();
    } catch {
      // The request client's toast says why (the answer corrected meanwhile, the photo refused).
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void send()} data-testid="error-correction-form">
      <Flex vertical gap={12}>
        <Typography.Title level={5} className="ec-drawer__heading">
          {t('errorCorrection.redo')}
        </Typography.Title>
        <StudentQuestion
          index={1}
          preview={preview}
          response={response}
          onChange={setResponse}
          uploadPhoto={uploadPhoto}
          photoUrl={response.photo ? urls[response.photo] : undefined}
          onPhotoUrl={keepUrl}
        />
        {tried && !answered && (
          <Typography.Text type="danger" role="alert" data-testid="error-correction-answer-first">
            {t('errorCorrection.answerFirst')}
          </Typography.Text>
        )}
        <Form.Item
          label={t('errorCorrection.explanation')}
          htmlFor="error-correction-explanation"
          required
          validateStatus={tried && !explained ? 'error' : undefined}
          help={tried && !explained ? t('errorCorrection.explanationRequired') : undefined}
        >
          <Input.TextArea
            id="error-correction-explanation"
            value={explanation}
            onChange={(e) => setExplanation(e.target.value)}
            placeholder={t('errorCorrection.explanationPlaceholder')}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={ERROR_EXPLANATION_MAX}
            showCount
            data-testid="error-correction-explanation"
          />
        </Form.Item>
        {preview.type !== 'short' && (
          <Flex vertical gap={4}>
            <Typography.Text>{t('errorCorrection.photo')}</Typography.Text>
            <AnswerPhoto
              upload={uploadPhoto}
              index={1}
              photo={photo}
              url={photo ? urls[photo] : undefined}
              readOnly={false}
              onChange={(name, url) => {
                if (name && url) keepUrl(name, url);
                setPhoto(name);
              }}
            />
          </Flex>
        )}
        <div>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SendOutlined />}
            loading={submit.isPending}
            data-testid="error-correction-submit"
          >
            {t('errorCorrection.submit')}
          </Button>
        </div>
      </Flex>
    </Form>
  );
}
