// README: "every field described". A client reading the schema (Sandbox, codegen) sees each type, field,
// input field and enum value explained; this fails naming whatever is not.
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType } from 'graphql';
import { expect, it } from 'vitest';
import { buildSchema } from './schema';

it('describes every type, field, input field and enum value', () => {
  const schema = buildSchema();
  const undescribed: string[] = [];
  const check = (name: string, description: string | null | undefined) => {
    if (!description?.trim()) undescribed.push(name);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    const root = type === schema.getQueryType() || type === schema.getMutationType();
    if (!root) check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  expect(undescribed).toEqual([]);
});
