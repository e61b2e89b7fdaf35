import { Flex, Typography, theme } from 'antd';

/** A titled rule between groups of form fields (title flush with the fields). */
export function FormSection({ title }: { title: string }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={12} style={{ margin: '4px 0 16px' }}>
      <Typography.Text type="secondary" style={{ fontSize: 13, flex: 'none' }}>
        {title}
      </Typography.Text>
      <div style={{ flex: 1, height: 1, background: token.colorSplit }} />
    </Flex>
  );
}
