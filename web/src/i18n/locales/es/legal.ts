import type { Translation } from '../en';

export const legal: Pick<Translation, 'legal'> = {
  legal: {
    updated: 'Última actualización: {{date}}',
    onThisPage: 'En esta página',
    questions: '¿Preguntas sobre esta política? Escribe a <email/> o visita nuestra <contact>página de contacto</contact>.',
    contactForm: 'nuestro formulario de contacto',
    terms: {
      pageTitle: 'Términos del servicio · {{siteName}}',
      title: 'Términos del servicio',
      intro: 'Las normas de uso de {{siteName}}: qué puedes hacer con la música que licencias y qué te prometemos a cambio.',
      acceptance: {
        heading: 'Aceptación de estos términos',
        text: 'Al crear una cuenta o escuchar, comprar o descargar música en {{siteName}} aceptas estos Términos del servicio y nuestra Política de privacidad. Si usas {{siteName}} en nombre de una empresa, confirmas que puedes obligar a esa empresa a cumplirlos.',
      },
      accounts: {
        heading: 'Tu cuenta',
        text1:
          'Debes dar datos exactos al registrarte y no compartir tu contraseña. Eres responsable de todo lo que se haga con tu cuenta. Avísanos de inmediato si crees que otra persona la ha usado.',
        text2:
          'Podemos suspender una cuenta que se use para fraude, para abusar del servicio o de otras personas, o para infringir derechos de autor.',
      },
      licenses: {
        heading: 'Qué te permite hacer una licencia',
        text1:
          'Cada compra te concede una licencia no exclusiva, mundial y perpetua para usar la canción en tus propios proyectos, entre ellos:',
        item1: 'vídeo en línea y de emisión, podcasts, películas, juegos y aplicaciones;',
        item2: 'publicidad y trabajos para clientes, cuando eres el licenciatario que figura en el pedido;',
        item3: 'eventos en directo y la comunicación pública del proyecto terminado.',
        text2:
          'No puedes revender, compartir ni redistribuir el archivo de audio por sí solo, registrarlo en un sistema de identificación de contenidos ni atribuirte su autoría. El artista conserva los derechos de autor. Cada licencia tiene una clave que se puede comprobar en la página <verify>Verificar licencia</verify>.',
      },
      payments: {
        heading: 'Precios y pago',
        text1:
          'Los precios se fijan por canción en dólares estadounidenses y pueden mostrarse en takas de Bangladés a 110 BDT por dólar. Cuando la tienda los ofrece, puedes pagar con tarjeta, PayPal o SSLCommerz (bKash, Nagad, Rocket y tarjetas locales en una sola página): el proveedor confirma el pago y la clave de licencia y la descarga están listas al instante. También puedes pagar tú mismo por bKash, Nagad, Rocket o transferencia bancaria; nuestro equipo confirma esos pagos, normalmente en un plazo de 1 a 24 horas, y la clave de licencia y la descarga están disponibles en cuanto se aprueba el pago.',
        text2:
          'Las suscripciones nunca se cobran automáticamente. Tres días antes de que termine un plan te enviamos por correo una factura de renovación para el siguiente periodo. Un plan pagado con tarjeta se renueva pagando esa factura con tarjeta (el proveedor confirma el pago, sin necesidad de aprobación); un plan pagado por bKash, Nagad, Rocket o transferencia bancaria se renueva pagándola del mismo modo, y nosotros confirmamos el pago. Una vez pagada, el siguiente periodo empieza en la fecha de fin del actual. Si la factura no se paga antes de la fecha de fin, el plan vence ese día y sus descargas se detienen. Cancelar es gratis y detiene la renovación; conservas el acceso hasta el final del periodo que pagaste.',
      },
      refunds: {
        heading: 'Reembolsos',
        text: 'Los reembolsos se rigen por nuestra <refund>Política de reembolsos</refund>, que forma parte de estos términos.',
      },
      artists: {
        heading: 'Contenido subido por artistas',
        text: 'Los artistas confirman que poseen o controlan todos los derechos sobre la música que publican y que esta no infringe los derechos de nadie. Podemos retirar contenido que incumpla estos términos o que sea objeto de un aviso de derechos de autor válido según nuestra <dmca>Política DMCA</dmca>.',
      },
      liability: {
        heading: 'Responsabilidad',
        text: 'Ofrecemos {{siteName}} con cuidado, pero no podemos prometer que esté siempre disponible o libre de errores. En la medida en que la ley lo permita, nuestra responsabilidad total por cualquier reclamación se limita al importe que nos hayas pagado en los doce meses anteriores a que surgiera. Nada en estos términos limita los derechos que tengas como consumidor y que no puedan excluirse.',
      },
      changes: {
        heading: 'Cambios y ley aplicable',
        text: 'Podemos actualizar estos términos; la fecha de arriba indica la versión más reciente, y te avisaremos por correo de los cambios importantes. Estos términos se rigen por las leyes de Bangladés, y son competentes los tribunales de Daca.',
      },
    },
    privacy: {
      pageTitle: 'Política de privacidad · {{siteName}}',
      title: 'Política de privacidad',
      intro: 'Qué datos personales recoge {{siteName}}, por qué y qué opciones tienes sobre ellos.',
      collect: {
        heading: 'Qué recogemos',
        account: '<strong>Datos de la cuenta:</strong> tu nombre, tu correo electrónico y una contraseña cifrada de forma segura.',
        orders:
          '<strong>Pedidos y pagos:</strong> las canciones que compras, los importes, el método de pago, el número de monedero o de cuenta del remitente y el ID de transacción que nos das.',
        messages: '<strong>Mensajes:</strong> lo que nos envías por el formulario de contacto, correo, WhatsApp o teléfono.',
        technical:
          '<strong>Datos técnicos:</strong> tu dirección IP y tu tipo de navegador, guardados en los registros del servidor por seguridad.',
      },
      use: {
        heading: 'Cómo los usamos',
        text1:
          'Usamos tu información para gestionar tu cuenta, confirmar pagos, entregar descargas y claves de licencia, responder a solicitudes de soporte y mantener el servicio seguro.',
        text2: 'No vendemos tus datos personales ni mostramos publicidad de terceros.',
      },
      storage: {
        heading: 'Cookies y almacenamiento local',
        text: 'No usamos cookies de seguimiento. Tu navegador guarda tu token de sesión y tus preferencias, como la moneda de visualización y el volumen del reproductor, en el almacenamiento local de tu propio dispositivo. Al cerrar sesión se elimina el token.',
      },
      sharing: {
        heading: 'Con quién los compartimos',
        text: 'Solo con los proveedores que gestionan el servicio para nosotros (alojamiento en la nube y envío de correo), con contratos que protegen tus datos, y con las autoridades cuando la ley lo exige. Quien verifica una clave de licencia ve la canción, la fecha de compra y el correo del licenciatario, para que la licencia pueda demostrarse.',
      },
      retention: {
        heading: 'Cuánto tiempo los conservamos',
        text: 'Los datos de la cuenta se conservan mientras la cuenta esté abierta. Los registros de pedidos se conservan siete años por motivos fiscales y de licencias, incluso después de eliminar una cuenta, para que las licencias existentes sigan siendo verificables.',
      },
      rights: {
        heading: 'Tus derechos',
        text: 'Puedes ver, corregir, exportar o eliminar tus datos personales desde los ajustes de tu cuenta, o pedirnos que lo hagamos escribiendo a <email/>. Respondemos en un plazo de 30 días.',
      },
      children: {
        heading: 'Menores',
        text: '{{siteName}} no está dirigido a menores de 13 años y no recogemos sus datos a sabiendas. Si crees que un menor de 13 años nos ha dado datos personales, contáctanos y los eliminaremos.',
      },
      security: {
        heading: 'Seguridad',
        text: 'Los datos se cifran en tránsito y en reposo, las contraseñas se guardan solo como hashes con sal, y el acceso del personal se limita a lo que su trabajo requiere. Ningún sistema es perfectamente seguro; si una brecha te afecta, te lo diremos sin demora indebida.',
      },
    },
    dmca: {
      pageTitle: 'Política DMCA · {{siteName}}',
      title: 'Política DMCA y de derechos de autor',
      intro:
        '{{siteName}} respeta los derechos de los creadores. Así puedes denunciar música que infrinja derechos y responder a una denuncia.',
      mailSubject: 'Aviso DMCA',
      notice: {
        heading: 'Denunciar una infracción',
        text1:
          'Si crees que música publicada en {{siteName}} infringe tus derechos de autor, envía un aviso por escrito a nuestro agente designado en <email/>. El aviso debe incluir:',
        item1: 'tu firma física o electrónica;',
        item2: 'la identificación de la obra protegida que consideras infringida;',
        item3: 'la URL de cada canción de {{siteName}} que quieres que se retire;',
        item4: 'tu nombre, dirección postal, número de teléfono y correo electrónico;',
        item5: 'una declaración de que crees de buena fe que el uso no está autorizado por el titular, su agente o la ley;',
        item6:
          'una declaración, bajo pena de perjurio, de que el aviso es exacto y de que eres el titular o estás autorizado para actuar en su nombre.',
        text2: 'Retiramos o bloqueamos el acceso al material con rapidez e informamos al artista que lo publicó.',
      },
      counter: {
        heading: 'Contranotificación',
        text1:
          'Si se retiró tu canción y crees que fue un error o una identificación equivocada, puedes enviar una contranotificación a la misma dirección que contenga:',
        item1: 'tu firma física o electrónica;',
        item2: 'la identificación del material retirado y dónde aparecía antes de retirarlo;',
        item3:
          'una declaración, bajo pena de perjurio, de que crees de buena fe que se retiró por error o por una identificación equivocada;',
        item4:
          'tu nombre, dirección y número de teléfono, y tu aceptación de la jurisdicción de los tribunales de tu lugar de residencia (o de Daca, si vives fuera de Bangladés) y de recibir notificaciones de la persona que envió el aviso original.',
        text2:
          'Reenviamos la contranotificación al denunciante original. Salvo que nos indique en un plazo de 10 días hábiles que ha presentado una acción judicial, restauramos el material en un plazo de 10 a 14 días hábiles.',
      },
      repeat: {
        heading: 'Infractores reincidentes',
        text: 'En las circunstancias apropiadas, cerramos las cuentas de los usuarios que infringen derechos de autor de forma reiterada. Una cuenta que recibe tres avisos válidos no rebatidos con éxito en doce meses se cierra y sus canciones se retiran.',
      },
      licences: {
        heading: 'Licencias existentes',
        text: 'Los compradores que licenciaron de buena fe una canción antes de su retirada conservan su clave de licencia, y les ayudaremos a documentar la compra. No reembolsamos la retirada de una canción que el comprador ya ha usado, pero sí las compras que sigan cumpliendo nuestra Política de reembolsos.',
      },
      misuse: {
        heading: 'Avisos falsos',
        text: 'Enviar a sabiendas un aviso o una contranotificación falsos puede hacerte responsable de daños y perjuicios, incluidos costas y honorarios legales.',
      },
    },
    refund: {
      pageTitle: 'Política de reembolsos · {{siteName}}',
      title: 'Política de reembolsos',
      intro: 'Queremos que estés contento con cada canción que compras. Si algo ha salido mal, así funcionan los reembolsos.',
      mailSubject: 'Solicitud de reembolso',
      window: {
        heading: 'Plazo de reembolso',
        text: 'Puedes pedir un reembolso en los <strong>7 días</strong> siguientes a la fecha de compra que figura en tu factura.',
      },
      eligible: {
        heading: 'Cuándo tienes derecho',
        technical:
          '<strong>Problemas técnicos:</strong> el archivo está dañado o no se puede descargar, y nuestro equipo de soporte no puede solucionarlo.',
        duplicate: '<strong>Compras duplicadas:</strong> se te ha cobrado dos veces la misma canción.',
        unauthorized: '<strong>Transacciones no autorizadas:</strong> un pago que no hiciste ni aprobaste.',
        mislabeled:
          '<strong>Contenido descrito de forma muy errónea:</strong> la canción difiere sustancialmente de su título, descripción, género o vista previa.',
      },
      notEligible: {
        heading: 'Cuándo no hay reembolso',
        item1: 'Un cambio de opinión después de descargar la canción.',
        item2: 'Compras de hace más de 7 días.',
        item3:
          'Un periodo de suscripción ya iniciado, incluido uno renovado: una renovación nunca se cobra automáticamente (pagas su factura, enviada por correo 3 días antes de que termine el plan), y cancelar es gratis, detiene la renovación y conserva tu acceso hasta el final del periodo.',
        item4: 'Contenido que ya se ha usado comercialmente, por ejemplo en un vídeo publicado o en un proyecto para un cliente.',
      },
      howToAsk: {
        heading: 'Cómo solicitar un reembolso',
        text: 'Escribe a <email/> desde la dirección de tu cuenta, con:',
        item1: 'tu número de pedido y el título de la canción;',
        item2: 'el motivo de la solicitud, con capturas de pantalla o mensajes de error si es un problema técnico;',
        item3: 'el monedero o la cuenta bancaria donde debe ir el reembolso.',
      },
      timeline: {
        heading: 'Qué pasa después',
        text1: 'Revisamos cada solicitud en <strong>2–3 días hábiles</strong> y te comunicamos el resultado por correo.',
        text2:
          'Los reembolsos aprobados se procesan en un plazo de <strong>5 a 7 días hábiles</strong> al método de pago original. La clave de licencia de una canción reembolsada se revoca y la canción ya no puede usarse. El reembolso del pago de un plan termina el plan y sus descargas de inmediato.',
      },
    },
  },
};
