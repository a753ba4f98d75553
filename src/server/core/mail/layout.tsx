import { Body, Button, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { company } from '../../../common/site.js';

/**
 * How every email is written (DECISIONS.md section 17): a template is a subject and a body drawn
 * in EmailLayout, from props that are plain JSON (they wait in the email job's payload until
 * the job renders them; a Date travels as its ISO string and is put in words at render time).
 * `site` holds PUBLIC_URL, for the button of an email whose props carry no link of their own.
 * A new email belongs to the area that sends it: a template in areas/<area>/email-templates.tsx,
 * its name in the EmailTemplates of that area's emails.ts with a builder beside it, and a case in
 * src/server/emails.test.ts.
 */
export interface EmailTemplate<Props> {
  subject(props: Props): string;
  body(props: Props, site: Site): ReactElement;
}

export interface Site {
  publicUrl: string;
}

/** Gives a template its props' type once, for both of its functions. */
export function emailTemplate<Props>(template: EmailTemplate<Props>): EmailTemplate<Props> {
  return template;
}

/** The page the email is about, as its one button: always a full URL on PUBLIC_URL (no relative links in mail). */
export interface EmailAction {
  label: string;
  href: string;
}

const BRAND = '#0958d9';

const styles = {
  body: { backgroundColor: '#f5f5f5', fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: 8, maxWidth: 560, margin: '0 auto', overflow: 'hidden' },
  header: { backgroundColor: BRAND, padding: '16px 32px' },
  brand: { color: '#ffffff', fontSize: 20, fontWeight: 700, lineHeight: '28px', margin: 0 },
  content: { padding: '8px 32px 24px' },
  text: { color: '#1f1f1f', fontSize: 16, lineHeight: '24px', margin: '16px 0' },
  facts: { backgroundColor: '#f0f5ff', borderRadius: 6, color: '#1f1f1f', fontSize: 15, lineHeight: '24px', margin: '16px 0', padding: '12px 16px' },
  button: { backgroundColor: BRAND, borderRadius: 6, color: '#ffffff', display: 'inline-block', fontSize: 16, fontWeight: 600, padding: '12px 20px', textDecoration: 'none' },
  footer: { color: '#8c8c8c', fontSize: 13, lineHeight: '20px', margin: 0, padding: '0 32px 24px' },
} satisfies Record<string, CSSProperties>;

/**
 * The frame of every email: the brand, "Hi <first name>," when it goes to a person (support's
 * alerts have no greeting), the body, the button to the page it is about, and the footer.
 */
export function EmailLayout({ preview, greeting, action, children }: { preview: string; greeting: string | null; action: EmailAction; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.brand}>{company.name}</Text>
          </Section>
          <Section style={styles.content}>
            {greeting === null ? null : <Paragraph>Hi {greeting},</Paragraph>}
            {children}
            <Button href={action.href} style={styles.button}>
              {action.label}
            </Button>
          </Section>
          <Hr />
          <Text style={styles.footer}>
            {company.name} · {company.supportEmail} · {company.supportPhone}
            <br />
            {company.addressLine}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

/** Label and value lines ("Date: Sunday, December 6, 2026"), one block; a null value leaves its line out. */
export function Facts({ lines }: { lines: [label: string, value: string | null][] }) {
  const shown = lines.filter((line): line is [string, string] => line[1] !== null);
  return (
    <Text style={styles.facts}>
      {shown.map(([label, value], index) => (
        <span key={label}>
          {index > 0 ? <br /> : null}
          <strong>{label}:</strong> {value}
        </span>
      ))}
    </Text>
  );
}

/** How a person is greeted: the first word of the name they gave ("Marco" of "Marco Rossi"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
