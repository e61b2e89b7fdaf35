import { ChromeOutlined, CompassOutlined, GlobalOutlined, WindowsOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const BROWSERS = [
  { key: 'chrome', icon: <ChromeOutlined />, url: 'https://www.google.cn/chrome/', min: 51 },
  { key: 'edge', icon: <WindowsOutlined />, url: 'https://www.microsoft.com/edge', min: 15 },
  { key: 'firefox', icon: <GlobalOutlined />, url: 'https://www.firefox.com.cn/', min: 54 },
  { key: 'safari', icon: <CompassOutlined />, url: 'https://www.apple.com/safari/', min: 10 },
] as const;

/** /guide: the browser is not supported; recommends the supported ones. */
export default function GuidePage() {
  const { t } = useTranslation('shell');
  return (
    <div className="guide-page">
      <div className="guide-card">
        <Typography.Title level={3}>{t('guide.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('guide.message')}</Typography.Paragraph>
        <Row gutter={[16, 16]}>
          {BROWSERS.map((b) => (
            <Col xs={12} md={6} key={b.key}>
              <a href={b.url} target="_blank" rel="noreferrer">
                <Card hoverable className="guide-browser">
                  <div className="guide-browser-icon">{b.icon}</div>
                  <div className="guide-browser-name">{t(`guide.${b.key}`)}</div>
                  <Typography.Text type="secondary">{t('guide.minVersion', { version: b.min })}</Typography.Text>
                </Card>
              </a>
            </Col>
          ))}
        </Row>
        <Typography.Paragraph type="secondary" className="guide-note">
          {t('guide.ieNote')}
        </Typography.Paragraph>
      </div>
    </div>
  );
}
