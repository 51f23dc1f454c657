/*
 * Dependent fields (spec 000 section 4): a child field is shown when the parent's value matches
 * one of its cases, or when no case matches and it is in the default case. A child of a hidden
 * parent is hidden too, so a chain (country -> document type -> document dates) folds up.
 */
import type { RegistrationFieldSet, RelationField } from '@arenabet/contracts/registration-form';
import type { FieldValues } from '../validation/validate-fields.ts';

function shownBy(relation: RelationField, value: string): readonly string[] {
  const matching = relation.cases.filter((c) => c.values.includes(value));
  return matching.length > 0 ? matching.flatMap((c) => c.fields) : relation.default;
}

function childrenOf(relation: RelationField): readonly string[] {
  return [...relation.cases.flatMap((c) => c.fields), ...relation.default];
}

/** The ids of the fields shown for these values. */
export function visibleFieldIds(fieldSet: RegistrationFieldSet, values: FieldValues): Set<string> {
  const visible = new Set(fieldSet.fields.filter((f) => f.visible).map((f) => f.id));
  // Each pass settles one more level of a chain; a chain is never longer than the relations.
  for (let pass = 0; pass <= fieldSet.relation_fields.length; pass++) {
    let changed = false;
    for (const relation of fieldSet.relation_fields) {
      const parentShown = visible.has(relation.parent);
      const value = Object.hasOwn(values, relation.parent) ? (values[relation.parent] ?? '') : '';
      const shown = parentShown ? shownBy(relation, value) : [];
      for (const child of childrenOf(relation)) {
        if (!shown.includes(child) && visible.delete(child)) changed = true;
      }
    }
    if (!changed) break;
  }
  return visible;
}
