import { mapClientLogo, mapPartner, mapSiteSettings } from './map-site-content';

const logo = { id: 7, url: '/uploads/andesmart_1a2b.webp', mime: 'image/webp', name: 'andesmart.webp', width: 460, height: 128, alternativeText: 'Logo de Andesmart' };

describe('mapSiteSettings', () => {
  it('keeps what the editors set', () => {
    const settings = mapSiteSettings({
      contactEmail: 'ventas@empresa.cl',
      address: { street: 'Av. Apoquindo 3000', locality: 'Las Condes', city: 'Santiago de Chile' },
      whatsappUrl: 'https://wa.me/56912345678',
      customerPortalUrl: 'https://portal.empresa.cl/ingreso',
      socialLinks: [
        { id: 1, network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/empresa' },
        { id: 2, network: 'email', label: 'Correo electrónico', url: 'mailto:ventas@empresa.cl' },
      ],
    });
    expect(settings).toEqual({
      contactEmail: 'ventas@empresa.cl',
      address: { street: 'Av. Apoquindo 3000', locality: 'Las Condes', city: 'Santiago de Chile' },
      whatsappUrl: 'https://wa.me/56912345678',
      customerPortalUrl: 'https://portal.empresa.cl/ingreso',
      socialLinks: [
        { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/empresa' },
        { network: 'email', label: 'Correo electrónico', href: 'mailto:ventas@empresa.cl' },
      ],
    });
  });

  it('turns what is missing, mistyped or unsafe into nothing, never a crash', () => {
    expect(mapSiteSettings({})).toEqual({ contactEmail: null, address: null, whatsappUrl: null, customerPortalUrl: null, socialLinks: [] });
    const settings = mapSiteSettings({
      contactEmail: 'no es un correo',
      address: { street: 'Av. Apoquindo 3000', city: null },
      whatsappUrl: 'javascript:alert(1)',
      customerPortalUrl: 42,
      socialLinks: [
        { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@empresa' },
        { network: 'youtube', label: 'YouTube', url: 'mailto:x@empresa.cl' },
        { network: 'email', label: 'Correo', url: 'https://empresa.cl' },
        { network: 'instagram', label: '', url: 'https://www.instagram.com/empresa' },
        'basura',
        { network: 'instagram', label: 'Instagram', url: ' https://www.instagram.com/empresa ' },
      ],
    });
    expect(settings).toEqual({
      contactEmail: null,
      address: null,
      whatsappUrl: null,
      customerPortalUrl: null,
      socialLinks: [{ network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/empresa' }],
    });
  });
});

describe('mapClientLogo and mapPartner', () => {
  it('keep a brand with its name, image and drawn width', () => {
    expect(mapClientLogo({ id: 3, name: 'Andesmart Supermercados', width: 230, logo })).toMatchObject({
      id: 3,
      name: 'Andesmart Supermercados',
      width: 230,
      logo: { url: '/uploads/andesmart_1a2b.webp', alt: 'Logo de Andesmart' },
    });
    expect(mapPartner({ id: 4, name: 'Kora AI', url: 'https://kora-ai.example/', width: 220, description: 'Modelos conversacionales', logo })).toMatchObject({
      name: 'Kora AI',
      url: 'https://kora-ai.example/',
      description: 'Modelos conversacionales',
    });
  });

  it('fall back to half the file width (drawn at 2x) within 40–400 px, and leave out a brand without name, image or link', () => {
    expect(mapClientLogo({ id: 3, name: 'Sin ancho', logo })?.width).toBe(230);
    expect(mapClientLogo({ id: 3, name: 'Enorme', width: 5000, logo })?.width).toBe(400);
    expect(mapClientLogo({ id: 3, name: 'Sin ancho ni tamaño', logo: { ...logo, width: null } })?.width).toBe(240);
    expect(mapClientLogo({ id: 3, name: 'Sin logo' })).toBeNull();
    expect(mapClientLogo({ id: 3, name: 'Un PDF', logo: { ...logo, mime: 'application/pdf' } })).toBeNull();
    expect(mapClientLogo({ id: 3, name: 'Fuera del sitio', logo: { ...logo, url: 'https://otro.example/logo.png' } })).toBeNull();
    expect(mapClientLogo({ id: 3, logo })).toBeNull();
    expect(mapPartner({ id: 4, name: 'Sin enlace', logo })).toBeNull();
    expect(mapPartner({ id: 4, name: 'Enlace peligroso', url: 'javascript:alert(1)', logo })).toBeNull();
    expect(mapPartner({ id: 4, name: 'Sin descripción', url: 'https://socio.example/', logo })?.description).toBe('');
  });
});
