import type { Translation } from '../en';

export const license: Pick<Translation, 'license'> = {
  license: {
    error: 'Error al verificar la clave de licencia',
    song: 'Canción',
    artist: 'Artista',
    type: 'Tipo de licencia',
    date: 'Fecha de compra',
    amount: 'Importe',
    licensedTo: 'Licenciada a',
    order: 'Pedido',
    key: 'Clave de licencia',
    result: 'Resultado de la verificación',
    invalid: 'Licencia no válida',
    valid: 'Licencia válida',
    title: 'Verificar una licencia',
    intro: 'Introduce una clave de licencia para comprobar que la emitimos nosotros y qué cubre.',
    form: 'Verificar una clave de licencia',
    placeholder: 'Introduce la clave de licencia',
    verifyLabel: 'Verificar licencia',
    verify: 'Verificar',
    checking: 'Comprobando…',
  },
};
