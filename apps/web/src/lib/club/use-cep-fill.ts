import { useRef, useState } from 'react';
import { UFS } from '@stockcar/shared/schemas/clube/comum';
import { type CepResponse } from '@stockcar/shared/schemas/clube/cep';
import { CEP_DIGITS, lookupCep } from './cep-lookup.ts';

export type AddressField = 'logradouro' | 'bairro' | 'cidade' | 'uf';
export type CepLookupState = 'idle' | 'searching' | 'unavailable';

/**
 * Looks a CEP up once it has 8 digits and fills the address, which stays editable
 * (fan-club.md §5), in the sign-up and the profile alike.
 */
export function useCepFill(setField: (name: AddressField, value: string) => void) {
  const [state, setState] = useState<CepLookupState>('idle');
  const latest = useRef(0);

  /** Called from the CEP field's change handler with the value as typed. */
  const lookup = (cep: string) => {
    const call = ++latest.current;
    if (cep.replace(/\D/g, '').length !== CEP_DIGITS) {
      setState('idle');
      return;
    }
    const fill = (address: CepResponse) => {
      // Only what the service knows: an empty street (a city-wide CEP) keeps what was typed.
      if (address.logradouro) setField('logradouro', address.logradouro);
      if (address.bairro) setField('bairro', address.bairro);
      if (address.localidade) setField('cidade', address.localidade);
      if ((UFS as readonly string[]).includes(address.uf)) setField('uf', address.uf);
    };
    setState('searching');
    lookupCep(cep)
      .then((address) => {
        // A later CEP typed meanwhile wins.
        if (call !== latest.current) return;
        setState('idle');
        if (address) fill(address);
      })
      .catch(() => {
        if (call === latest.current) setState('unavailable');
      });
  };

  return { state, lookup };
}
