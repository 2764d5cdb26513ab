/** The gift file types (contract BRINDE_TIPOS) as SelectInput choices. */
export const TIPO_CHOICES = [
  { id: 'image/png', name: 'resources.brindes.tipos.png' },
  { id: 'image/svg+xml', name: 'resources.brindes.tipos.svg' },
  { id: 'application/pdf', name: 'resources.brindes.tipos.pdf' },
];
