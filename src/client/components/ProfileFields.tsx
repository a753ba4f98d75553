import type { CreateTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import Form, { type Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { CSSProperties, ReactNode } from 'react';
import type { z } from 'zod';
import { BUSINESS_TYPES, EMPLOYEE_COUNTS, PROVINCES } from '../../common/constants';
import { businessInfoSchema, contactInfoFields, type ProfileInput } from '../../common/schemas/profile';
import type { trpc } from '../lib/trpc';
import { zodRule } from '../lib/zodRule';
import './ProfileFields.css';

/*
 * The business and contact fields of a profile, written once for every form that asks for them:
 * the registration wizard (steps 1 and 2), the dashboard's profile edit and the admin's Edit
 * Business page. Labels, inputs, options and rules live here; the rules come from the common zod
 * schemas, so the browser shows the very messages the server would answer with. A screen chooses
 * the layout (which fields share a row of its grid) and the few texts it words its own way.
 */

export type BusinessFieldName = keyof typeof businessInfoSchema.shape;
export type ContactFieldName = keyof typeof contactInfoFields;

/** The fields in order; a nested list is one row of fields side by side in the screen's grid. */
type FieldRows<N extends string> = readonly (N | readonly N[])[];
export type BusinessRows = FieldRows<BusinessFieldName>;
export type ContactRows = FieldRows<ContactFieldName>;

interface FieldsProps<N extends string> {
  rows: FieldRows<N>;
  /** The class of the element around a row of fields: the screen's own grid. */
  gridClassName: string | ((row: readonly N[]) => string);
  gridStyle?: CSSProperties;
  /**
   * The registration wizard guides a first-time visitor: placeholders and hints, options spelled
   * out ("British Columbia (BC)", "6-20 employees"), a searchable province list.
   */
  guided?: boolean;
  /** A label or placeholder a screen words differently from the default. */
  labels?: Partial<Record<N, string>>;
  placeholders?: Partial<Record<N, string>>;
  /** What a screen shows under a field besides its messages (a way on from a server's refusal). */
  extras?: Partial<Record<N, ReactNode>>;
  /** How many of the fields to render, in order: a form that mounts a field at a time (lib/useMountedInSteps.ts). All by default. */
  shown?: number;
}

interface FieldSpec {
  label: string;
  placeholder?: string;
  input: (placeholder: string | undefined) => ReactNode;
}

function rulesOf<S extends Record<string, z.ZodType>>(shape: S): Record<keyof S, Rule[]> {
  return Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, [zodRule(schema)]])) as Record<keyof S, Rule[]>;
}

const businessRules = rulesOf(businessInfoSchema.shape);
const contactRules = rulesOf(contactInfoFields);

const businessTypeOptions = BUSINESS_TYPES.map(({ value, label }) => ({ value, label }));
const provinceOptions = PROVINCES.map(({ value, label }) => ({ value, label }));
const provinceOptionsSpelledOut = PROVINCES.map(({ value, label }) => ({ value, label: `${label} (${value})` }));
const employeeCountOptions = EMPLOYEE_COUNTS.map((count) => ({ value: count, label: count }));
const employeeCountOptionsSpelledOut = EMPLOYEE_COUNTS.map((count) => ({ value: count, label: `${count} employees` }));

function businessSpecs(guided: boolean): Record<BusinessFieldName, FieldSpec> {
  return {
    businessName: { label: 'Business Name', input: () => <Input autoComplete="organization" /> },
    businessType: {
      label: 'Business Type',
      placeholder: guided ? 'Select a business type' : undefined,
      input: (placeholder) => <Select placeholder={placeholder} options={businessTypeOptions} />,
    },
    businessAddress: { label: 'Business Address', input: () => <Input autoComplete="street-address" /> },
    city: { label: 'City', input: () => <Input autoComplete="address-level2" /> },
    state: {
      label: 'Province',
      placeholder: guided ? 'Select a province' : undefined,
      input: (placeholder) => (
        <Select
          placeholder={placeholder}
          options={guided ? provinceOptionsSpelledOut : provinceOptions}
          showSearch={guided ? { optionFilterProp: 'label' } : undefined}
        />
      ),
    },
    zipCode: { label: 'Postal Code', input: () => <Input autoComplete="postal-code" /> },
    employeeCount: {
      label: 'Number of Employees',
      input: () => <Select options={guided ? employeeCountOptionsSpelledOut : employeeCountOptions} />,
    },
    description: {
      label: guided ? 'Business Description (optional)' : 'Description',
      placeholder: guided ? 'What kind of food do you serve? Anything we should know?' : undefined,
      input: (placeholder) => <Input.TextArea rows={3} placeholder={placeholder} />,
    },
  };
}

function contactSpecs(guided: boolean, autoFill: boolean): Record<ContactFieldName, FieldSpec> {
  const autoComplete = (token: string) => (autoFill ? token : 'off');
  return {
    firstName: { label: 'First Name', input: () => <Input autoComplete={autoComplete('given-name')} /> },
    lastName: { label: 'Last Name', input: () => <Input autoComplete={autoComplete('family-name')} /> },
    jobTitle: {
      label: 'Job Title',
      placeholder: guided ? 'Owner, Head Chef, General Manager…' : undefined,
      input: (placeholder) => <Input autoComplete={autoComplete('organization-title')} placeholder={placeholder} />,
    },
    email: { label: 'Email', input: () => <Input type="email" autoComplete={autoComplete('email')} /> },
    phone: {
      label: 'Phone',
      placeholder: guided ? '(604) 555-0123' : undefined,
      input: (placeholder) => <Input type="tel" autoComplete={autoComplete('tel')} placeholder={placeholder} />,
    },
  };
}

function FieldRowsView<N extends string>({
  rows,
  gridClassName,
  gridStyle,
  labels,
  placeholders,
  extras,
  shown = Infinity,
  specs,
  rules,
}: FieldsProps<N> & { specs: Record<N, FieldSpec>; rules: Record<N, Rule[]> }) {
  const item = (name: N) => {
    const spec = specs[name];
    return (
      <Form.Item key={name} label={labels?.[name] ?? spec.label} name={name as string} rules={rules[name]} extra={extras?.[name]}>
        {spec.input(placeholders?.[name] ?? spec.placeholder)}
      </Form.Item>
    );
  };
  let left = shown;
  return rows.map((row) => {
    const names = (typeof row === 'string' ? [row as N] : row).slice(0, Math.max(left, 0));
    left -= names.length;
    if (names.length === 0) return null;
    // A row keyed by its first field keeps its element while its later fields join it.
    return typeof row === 'string' ? (
      item(row as N)
    ) : (
      <div key={row[0]} className={typeof gridClassName === 'string' ? gridClassName : gridClassName(row)} style={gridStyle}>
        {names.map(item)}
      </div>
    );
  });
}

/** Business name, type, address, city, province, postal code, employees, description. */
export function BusinessFields({ guided = false, ...props }: FieldsProps<BusinessFieldName>) {
  return <FieldRowsView {...props} specs={businessSpecs(guided)} rules={businessRules} />;
}

/**
 * First and last name, job title, email, phone. `autoFill={false}` where someone edits another
 * person's contact (the admin), so the browser does not offer its own user's details.
 */
export function ContactFields({ guided = false, autoFill = true, ...props }: FieldsProps<ContactFieldName> & { autoFill?: boolean }) {
  return <FieldRowsView {...props} specs={contactSpecs(guided, autoFill)} rules={contactRules} />;
}

// The router type, read off the client (the lint boundary lets only lib/trpc.ts name it).
type AppRouter = typeof trpc extends CreateTRPCReact<infer Router, unknown> ? Router : never;
/** A business and its contact as the server answers them (the dashboard's and the admin's views). */
type ProfileRecord = Pick<inferRouterOutputs<AppRouter>['business']['dashboard'], 'business' | 'contact'>;

/** A stored business and its contact as the values of a profile edit form. */
export function profileFormValues({ business, contact }: ProfileRecord): ProfileInput {
  return {
    businessName: business.businessName,
    businessType: business.businessType as ProfileInput['businessType'],
    businessAddress: business.businessAddress,
    city: business.city,
    state: business.state as ProfileInput['state'],
    zipCode: business.zipCode,
    employeeCount: business.employeeCount as ProfileInput['employeeCount'],
    description: business.description ?? '',
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    jobTitle: contact?.jobTitle ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
  };
}
