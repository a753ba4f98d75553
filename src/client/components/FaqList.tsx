import { Collapse } from 'antd';

export interface FaqItem {
  question: string;
  answer: string;
}

export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <Collapse
      className="cc-faq"
      items={items.map((item) => ({
        key: item.question,
        label: <h3 className="cc-faq__question">{item.question}</h3>,
        children: <p>{item.answer}</p>,
      }))}
    />
  );
}
