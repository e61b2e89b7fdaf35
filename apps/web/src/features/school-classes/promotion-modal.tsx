import type { PromotionClass } from '@meiyu/contract';
import { Alert, App, Empty, Flex, List, Modal, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictItem } from '@/components/dict-tag';
import { SchoolSelect, useClassLabel, useSchools } from '@/components/school-pickers';
import { usePromotionPreview, useRunPromotion } from './school-classes.api';
import { CLASSES_NS } from './school-classes-i18n';

interface Props {
  open: boolean;
  orgId: number | null;
  onClose: () => void;
}

/** Promotion at the start of a school year: the preview of what moves and graduates, then the run. */
export function PromotionModal({ open, orgId, onClose }: Props) {
  const { t } = useTranslation(CLASSES_NS);
  const { modal, message } = App.useApp();
  const schools = useSchools();
  const [school, setSchool] = useState<number | null>(orgId);
  const target = school ?? orgId;
  const preview = usePromotionPreview(open && target ? { orgId: target } : null);
  const run = useRunPromotion();
  const label = useClassLabel();
  const p = preview.data;
  const blocked = !p || !!p.conflicts.length || p.promote.length + p.graduate.length === 0;
  const lastGrade = useDictItem('grade', p?.lastGrade)?.value ?? String(p?.lastGrade ?? '');
  const renderClass = (c: PromotionClass, graduate: boolean) => (
    <List.Item>
      <Flex justify="space-between" style={{ width: '100%' }}>
        <span>
          {graduate
            ? label({ grade: c.grade, classNo: c.classNo, name: c.name })
            : t('promotion.arrow', {
                from: label({ grade: c.grade, classNo: c.classNo }),
                to: label({ grade: c.toGrade, classNo: c.classNo, name: c.name }),
              })}
        </span>
        <Typography.Text type="secondary">{t('promotion.studentsCount', { count: c.students })}</Typography.Text>
      </Flex>
    </List.Item>
  );

  const confirm = () =>
    modal.confirm({
      title: t('promotion.confirmTitle'),
      content: t('promotion.confirmContent'),
      okText: t('promotion.run'),
      cancelText: t('actions.cancel'),
      onOk: async () => {
        const r = await run.mutateAsync({ orgId: target, fromYear: p?.fromYear });
        message.success(
          t('messages.promoted', {
            promoted: r.promotedClasses,
            year: r.toYear,
            graduated: r.graduatedClasses,
            students: r.graduatedStudents,
          }),
        );
        onClose();
      },
    });

  return (
    <Modal
      open={open}
      title={t('promotion.title')}
      okText={t('promotion.run')}
      okButtonProps={{ disabled: blocked, danger: true }}
      cancelText={t('actions.cancel')}
      onOk={confirm}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="promotion-preview">
        {(schools.data?.length ?? 0) > 1 && <SchoolSelect value={target} onChange={setSchool} style={{ width: 280 }} />}
        {preview.isLoading && <Spin />}
        {p && !p.fromYear && <Empty description={t('promotion.none')} />}
        {p?.fromYear && (
          <>
            <Alert
              type="info"
              showIcon
              title={t('promotion.intro', {
                from: p.fromYear,
                to: p.toYear,
                last: lastGrade,
              })}
            />
            {p.conflicts.length > 0 && (
              <Alert
                type="error"
                showIcon
                title={t('promotion.conflicts')}
                description={
                  <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                    {p.conflicts.map((c) => (
                      <li key={c.classId}>{c.reason}</li>
                    ))}
                  </ul>
                }
              />
            )}
            <div>
              <Tag color="processing">
                {t('promotion.promote', { count: p.promote.length, students: p.promotedStudents })}
              </Tag>
              <List size="small" bordered dataSource={p.promote} renderItem={(c) => renderClass(c, false)} />
            </div>
            <div>
              <Tag color="gold">
                {t('promotion.graduate', { count: p.graduate.length, students: p.graduatedStudents })}
              </Tag>
              <List size="small" bordered dataSource={p.graduate} renderItem={(c) => renderClass(c, true)} />
            </div>
          </>
        )}
      </Flex>
    </Modal>
  );
}
