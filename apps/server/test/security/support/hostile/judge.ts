import { z } from 'zod';
import type { OpenApiDocument, Operation } from './json-schema';

export interface Reply {
  status: number;
  body: string;
  contentType: string;
}

const ERROR_KEYS = ['code', 'error', 'message', 'statusCode'];
const validators = new Map<object, z.ZodType>();

function validatorFor(schema: object): z.ZodType {
  let validator = validators.get(schema);
  if (!validator) {
    const jsonSchema = schema as Parameters<typeof z.fromJSONSchema>[0];
    validator = z.fromJSONSchema(jsonSchema, { defaultTarget: 'openapi-3.0' });
    validators.set(schema, validator);
  }
  return validator;
}

function errorShapeProblems(reply: Reply): string[] {
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    return [`a ${reply.status} whose body is not JSON`];
  }
  if (typeof body !== 'object' || body === null) return ['an error body that is not an object'];
  const keys = Object.keys(body)
    .filter((key) => key !== 'details')
    .sort();
  const record = body as Record<string, unknown>;
  const problems: string[] = [];
  if (keys.join() !== ERROR_KEYS.join()) problems.push(`error keys ${keys.join()}`);
  if (record.statusCode !== reply.status) problems.push('statusCode differs from the status');
  if (typeof record.message !== 'string' || record.message.trim() === '') {
    problems.push('an error without a message');
  }
  return problems;
}

function successProblems(reply: Reply, operation: Operation | undefined): string[] {
  if (!operation) return [];
  const declared = operation.responses[String(reply.status)];
  if (!declared) return [`status ${reply.status} is not a declared response`];
  const schema = declared.content?.['application/json']?.schema;
  if (!schema) return [];
  if (!reply.contentType.startsWith('application/json')) return [`${reply.contentType} for JSON`];
  const result = validatorFor(schema).safeParse(JSON.parse(reply.body));
  return result.success ? [] : [`the body does not match its schema: ${result.error.message}`];
}

/** What is wrong with one answer to a hostile call: never a 5xx, one error shape, schemas kept. */
export function replyProblems(reply: Reply, operation: Operation | undefined): string[] {
  if (reply.status >= 500) return [`a ${reply.status}: ${reply.body.slice(0, 300)}`];
  if (reply.status >= 400) return errorShapeProblems(reply);
  return successProblems(reply, operation);
}

export type { OpenApiDocument };
