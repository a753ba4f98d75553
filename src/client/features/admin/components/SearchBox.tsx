import Input from 'antd/es/input';
import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/** The search box writes to the URL after a pause; back/forward write the box. */
export function SearchBox({ value, onSearch, placeholder, label }: { value: string; onSearch: (search: string) => void; placeholder: string; label: string }) {
  const [text, setText] = useState(value);
  const pushed = useRef(value);

  useEffect(() => {
    if (value !== pushed.current) {
      pushed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === pushed.current) return;
    const timer = setTimeout(() => {
      pushed.current = text;
      onSearch(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <Input.Search
      className="cc-admin-toolbar__search"
      placeholder={placeholder}
      aria-label={label}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(search) => {
        pushed.current = search;
        onSearch(search);
      }}
    />
  );
}

