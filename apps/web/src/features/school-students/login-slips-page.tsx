import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import type { LoginSlips } from '@meiyu/contract';
import { Button, Card, Empty, Flex, Result, Space, Spin, Typography } from 'antd';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ClassSelect, useClassLabel } from '@/components/school-pickers';
import { useLoginSlips } from './school-students.api';
import { STUDENTS_NS } from './school-students-i18n';
import './login-slips.css';

/**
 * A class's login slips (component '/school/student/slips'): one slip per student with the account, a hint at the
 * initial password (never the password) and the address to sign in at; printed with the browser's print dialog.
 */
export default function LoginSlipsPage() {
  const { t } = useTranslation(STUDENTS_NS);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const classId = /^\d+$/.test(params.get('classId') ?? '') ? Number(params.get('classId')) : null;
  const slips = useLoginSlips(classId);
  const classLabel = useClassLabel();
  const data = slips.data;
  const klass = data ? classLabel({ grade: data.grade, classNo: data.classNo, name: data.className }) : '';

  return (
    <div data-testid="login-slips-page">
      <Card variant="borderless" style={{ marginBottom: 12 }}>
        <Flex align="center" gap={12} wrap>
          <Button
            icon={<ArrowLeftOutlined />}
            onClick={() => navigate(`/school/student${classId ? `?classId=${classId}` : ''}`)}
          >
            {t('slips.back')}
          </Button>
          <Space>
            <Typography.Text>{t('slips.chooseClass')}</Typography.Text>
            <ClassSelect
              style={{ width: 240 }}
              value={classId}
              onChange={(v) => setParams(typeof v === 'number' ? { classId: String(v) } : {})}
            />
          </Space>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!data?.items.length}
            onClick={() => window.print()}
            style={{ marginLeft: 'auto' }}
          >
            {t('slips.print')}
          </Button>
        </Flex>
      </Card>
      {classId === null && <Result status="info" title={t('slips.noClass')} />}
      {classId !== null && slips.isLoading && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" />
        </Flex>
      )}
      {data && (
        <Card variant="borderless">
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {t('slips.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {t('slips.subtitle', { school: data.schoolName, klass, year: data.schoolYear, count: data.items.length })}
            {' · '}
            {t('slips.cut')}
          </Typography.Paragraph>
          {data.items.length === 0 ? (
            <Empty description={t('slips.empty')} />
          ) : (
            <SlipSheet slips={data} klass={klass} />
          )}
        </Card>
      )}
      {data &&
        data.items.length > 0 &&
        createPortal(
          <div className="login-slips-print-root">
            <h2>{t('slips.title')}</h2>
            <p>
              {t('slips.subtitle', { school: data.schoolName, klass, year: data.schoolYear, count: data.items.length })}
            </p>
            <SlipSheet slips={data} klass={klass} print />
          </div>,
          document.body,
        )}
    </div>
  );
}

/** The slips of a class; the print copy carries no test ids (it is hidden on screen). */
function SlipSheet({ slips: data, klass, print }: { slips: LoginSlips; klass: string; print?: boolean }) {
  const { t } = useTranslation(STUDENTS_NS);
  return (
    <div className="login-slips-sheet">
      {data.items.map((s) => (
        <div className="login-slip" key={s.id} data-testid={print ? undefined : 'login-slip'}>
          <div className="login-slip-head">
            <span className="login-slip-name">{s.realName}</span>
            <span>
              {klass} · {s.studentNo}
            </span>
          </div>
          <div className="login-slip-row">
            <span>{t('slips.account')}</span>
            <span className="login-slip-account">{s.account}</span>
          </div>
          <div className="login-slip-row">
            <span>{t('slips.password')}</span>
            <span>{s.changed ? t('slips.changed') : s.passwordHint}</span>
          </div>
          <div className="login-slip-row">
            <span>{t('slips.loginUrl')}</span>
            <span>{data.loginUrl}</span>
          </div>
          <div className="login-slip-foot">
            {data.schoolName} · {t('slips.firstLogin')}
          </div>
        </div>
      ))}
    </div>
  );
}
