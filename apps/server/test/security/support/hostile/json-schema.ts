/** The part of JSON Schema (OpenAPI 3.0 flavour) that the routes' zod schemas turn into. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Content {
  [type: string]: { schema?: JsonSchema };
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Content };
  responses: Record<string, { content?: Content }>;
  /** Present when the route needs a session. */
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** '/api/meals/:id' as the OpenAPI document writes it: '/api/meals/{id}'. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export function operationOf(doc: OpenApiDocument, method: string, url: string) {
  return doc.paths[openApiPath(url)]?.[method.toLowerCase()];
}

export function jsonBodySchema(operation: Operation | undefined): JsonSchema | undefined {
  return operation?.requestBody?.content['application/json']?.schema;
}

export function parametersIn(operation: Operation | undefined, place: 'path' | 'query') {
  return (operation?.parameters ?? []).filter((parameter) => parameter.in === place);
}
