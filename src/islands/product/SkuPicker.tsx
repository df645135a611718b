import { useRef } from 'react';
import type { ProductProperty } from '../../../contract/product';
import { isValueAvailable, type Selection } from '../../lib/product/sku-selection';
import { useAdoptDomValues } from '../forms/use-hydrated';

const radioName = (index: number) => `sku-property-${index}`;

interface Props {
  properties: ProductProperty[];
  product: Parameters<typeof isValueAvailable>[0];
  selection: Selection;
  onChoose: (name: string, value: string) => void;
}

/**
 * One radio group per property (colour, size), each value with its picture when it has
 * one, named in the shopper's language (the value sent stays the marketplace's). Values no
 * SKU in stock offers with the rest of the choice are disabled.
 *
 * The chips are native radios, so a tap before the island hydrated checks one in the page
 * only; that choice is taken into the selection as the island hydrates, so the first tap
 * takes effect.
 */
export function SkuPicker({ properties, product, selection, onChoose }: Props) {
  const labelOf = (property: ProductProperty, value: string) => property.values.find((v) => v.value === value)?.label ?? value;
  const picker = useRef<HTMLDivElement>(null);
  useAdoptDomValues(picker, (element) => {
    properties.forEach((property, p) => {
      const checked = element.querySelector<HTMLInputElement>(`input[name="${radioName(p)}"]:checked`);
      if (checked && checked.value !== selection[property.name]) onChoose(property.name, checked.value);
    });
  });
  return (
    <div ref={picker} className="space-y-4">
      {properties.map((property, p) => {
        const chosen = selection[property.name];
        return (
          <fieldset key={property.name}>
            <legend className="mb-2 text-sm font-medium text-gray-800">
              {property.label ?? property.name}
              {chosen !== undefined && <span className="ms-2 font-normal text-gray-600">{labelOf(property, chosen)}</span>}
            </legend>
            <div className="flex flex-wrap gap-2">
              {property.values.map((v) => {
                const available = isValueAvailable(product, selection, property.name, v.value);
                return (
                  <label key={v.value} className={available ? 'cursor-pointer' : 'cursor-not-allowed'}>
                    <input
                      type="radio"
                      name={radioName(p)}
                      value={v.value}
                      checked={selection[property.name] === v.value}
                      disabled={!available}
                      onChange={() => onChoose(property.name, v.value)}
                      className="peer sr-only"
                    />
                    <span className="flex min-h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-1 text-sm text-gray-900 peer-checked:border-primary-ink peer-checked:ring-1 peer-checked:ring-primary-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-ink peer-disabled:border-dashed peer-disabled:text-gray-400 peer-disabled:line-through hover:border-primary-ink peer-disabled:hover:border-gray-300">
                      {v.image && <img src={v.image} alt="" width={32} height={32} loading="lazy" className="size-8 rounded object-cover" />}
                      {v.label ?? v.value}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
