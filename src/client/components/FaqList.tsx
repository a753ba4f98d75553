import { Collapse } from 'antd';
import { AntdTheme } from '../lib/AntdTheme';

export interface FaqItem {
  question: string;
  answer: string;
}

export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <AntdTheme>
      <Collapse
        className="cc-faq"
        items={items.map((item) => ({
          key: item.question,
          label: <h3 className="cc-faq__question">{item.question}</h3>,
          children: <p>{item.answer}</p>,
        }))}
      />
    </AntdTheme>
  );
}
