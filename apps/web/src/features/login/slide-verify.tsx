import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_NS } from './login-i18n';

const TRACK = 320;
const KNOB = 44;

/** The client-side second verification (loginConfig.secondVerEnabled): drag the knob to the end. */
export function SlideVerify({ open, onPass, onCancel }: { open: boolean; onPass: () => void; onCancel: () => void }) {
  const { t } = useTranslation(LOGIN_NS);
  const [x, setX] = useState(0);
  const [done, setDone] = useState(false);
  const start = useRef<number | null>(null);
  const max = TRACK - KNOB;
  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (done) return;
    start.current = e.clientX - x;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    setX(Math.max(0, Math.min(max, e.clientX - start.current)));
  };
  const up = () => {
    if (start.current === null) return;
    start.current = null;
    if (x >= max - 2) {
      setDone(true);
      window.setTimeout(() => {
        onPass();
        setDone(false);
        setX(0);
      }, 400);
    } else setX(0);
  };
  return (
    <Modal open={open} onCancel={onCancel} footer={null} title={t('verify.title')} width={380} centered destroyOnHidden>
      <div className="slide-verify" style={{ width: TRACK }}>
        <div className="slide-verify-fill" style={{ width: x + KNOB / 2 }} />
        <span className="slide-verify-text">{done ? t('verify.passed') : t('verify.hint')}</span>
        <div
          className={done ? 'slide-verify-knob done' : 'slide-verify-knob'}
          style={{ transform: `translateX(${x}px)`, width: KNOB }}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          role="slider"
          aria-valuenow={Math.round((x / max) * 100)}
          tabIndex={0}
        >
          {done ? <CheckCircleFilled /> : <DoubleRightOutlined />}
        </div>
      </div>
    </Modal>
  );
}
