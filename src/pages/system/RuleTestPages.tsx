import { Button, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { get } from '../../client/http';
import { checkRule, fillRule } from '../../domain/entity/system-rules';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useEmit, useT } from '../../ui/root/hooks';

/** Check rules (api-contract 8.3) with a test dialog that runs `checkByCode` on a typed value. */
export function CheckRuleList({ formMode }: { formMode: 'modal' | 'drawer' }) {
  const t = useT('system');
  const emit = useEmit();
  const { message } = useAppFeedback();
  const [testing, setTesting] = useState<EntityRow | null>(null);
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async () => {
    const answer = await get('/sys/checkRule/checkByCode', { ruleCode: testing?.ruleCode, value });
    setOutcome({ ok: answer.success, text: answer.success ? t('rule.passed') : answer.message });
    if (!answer.success) void message.warning(answer.message);
  };
  return (
    <>
      <EntityListPage
        entity={checkRule}
        formMode={formMode}
        onChange={(change) => emit('isps-entity-change', { entity: checkRule.name, ...change })}
        rowExtra={(row) => (
          <Button
            type="link"
            size="small"
            className="isps-rule-test"
            onClick={() => {
              setValue('');
              setOutcome(null);
              setTesting(row);
            }}
          >
            {t('rule.test')}
          </Button>
        )}
      />
      <Modal
        open={testing !== null}
        title={`${t('rule.test')}: ${String(testing?.ruleName ?? '')}`}
        footer={null}
        onCancel={() => setTesting(null)}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Input
            placeholder={t('rule.value')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onPressEnter={() => void run()}
          />
          <Button type="primary" onClick={() => void run()}>
            {t('rule.run')}
          </Button>
        </Space.Compact>
        {outcome && (
          <Typography.Paragraph
            type={outcome.ok ? 'success' : 'danger'}
            style={{ marginTop: 12 }}
            className="isps-rule-outcome"
          >
            {outcome.text}
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  );
}

/** Fill rules (api-contract 8.4) with a test that previews the next value without using it up. */
export function FillRuleList({ formMode }: { formMode: 'modal' | 'drawer' }) {
  const t = useT('system');
  const emit = useEmit();
  const { message, modal } = useAppFeedback();
  return (
    <EntityListPage
      entity={fillRule}
      formMode={formMode}
      onChange={(change) => emit('isps-entity-change', { entity: fillRule.name, ...change })}
      rowExtra={(row) => (
        <Button
          type="link"
          size="small"
          className="isps-rule-test"
          onClick={async () => {
            const answer = await get<string | null>('/sys/fillRule/testFillRule', { ruleCode: row.ruleCode });
            if (!answer.success) return void message.error(answer.message);
            modal.info({
              title: t('rule.generated'),
              content: <Typography.Text code>{String(answer.result ?? '')}</Typography.Text>,
            });
          }}
        >
          {t('rule.test')}
        </Button>
      )}
    />
  );
}
