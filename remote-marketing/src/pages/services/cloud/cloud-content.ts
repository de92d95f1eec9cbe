import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import BackupOutlined from '@mui/icons-material/BackupOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import GppGoodOutlined from '@mui/icons-material/GppGoodOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import type { Benefit } from '../../../sections/benefit-list';
import type { Feature } from '../../../sections/feature-grid';
import type { SectionIcon } from '../../../sections/section-icons';
import type { SectionImage } from '../../../sections/section-image';
import type { UseCase } from '../../../sections/use-case-grid';
import heroImage from './assets/cloud-hero.webp';
import mariadbLogo from './assets/engines/mariadb.svg';
import mongodbLogo from './assets/engines/mongodb.svg';
import mysqlLogo from './assets/engines/mysql.svg';
import oracleLogo from './assets/engines/oracle.svg';
import postgresqlLogo from './assets/engines/postgresql.svg';
import sqlServerLogo from './assets/engines/sql-server.svg';

export const cloudTitle = 'Implementación en la Nube';
export const cloudDescription =
  'Migramos y operamos tus aplicaciones, datos y bases de datos en la nube: estrategia de migración, servicios administrados y optimización de costos, con acompañamiento experto en Chile.';
export const cloudKeywords = [
  'implementación en la nube',
  'migración a la nube',
  'cloud computing',
  'bases de datos administradas',
  'almacenamiento de objetos',
  'automatización',
];

export const cloudHeroImage: SectionImage = {
  src: heroImage,
  alt: 'Servidores locales que suben sus cargas a una nube con gráficos de rendimiento',
  width: 960,
  height: 720,
};

/** Six cloud services. */
export const cloudServices: Feature[] = [
  {
    icon: CloudUploadOutlined,
    title: 'Migración de Aplicaciones',
    description: 'Trasladamos tus sistemas a la nube por etapas, con pruebas y planes de vuelta atrás para no detener tu operación.',
  },
  {
    icon: AccountTreeOutlined,
    title: 'Arquitectura Cloud',
    description: 'Diseñamos redes, cuentas y permisos siguiendo buenas prácticas, listos para crecer sin rehacer nada.',
  },
  {
    icon: ViewInArOutlined,
    title: 'Contenedores y Kubernetes',
    description: 'Empaquetamos tus aplicaciones para desplegarlas en minutos y escalar automáticamente con la demanda.',
  },
  {
    icon: BackupOutlined,
    title: 'Respaldo y Recuperación',
    description: 'Copias automáticas y planes de recuperación ante desastres probados, con tiempos de restauración acordados.',
  },
  {
    icon: GppGoodOutlined,
    title: 'Seguridad y Cumplimiento',
    description: 'Cifrado, gestión de identidades y monitoreo de amenazas para proteger tus datos y cumplir la normativa.',
  },
  {
    icon: SavingsOutlined,
    title: 'Optimización de Costos',
    description: 'Revisamos tu consumo cada mes y ajustamos recursos para que pagues solo por lo que realmente usas.',
  },
];

/** The 'why migrate' comparison: the same concern, on premises and in the cloud. */
export interface ComparisonRow {
  topic: string;
  onPremises: string;
  cloud: string;
}

export const comparison: ComparisonRow[] = [
  {
    topic: 'Inversión',
    onPremises: 'Compra de servidores cada 3 a 5 años',
    cloud: 'Pago mensual según consumo, sin inversión inicial',
  },
  {
    topic: 'Escalabilidad',
    onPremises: 'Semanas para sumar capacidad',
    cloud: 'Más capacidad en minutos, y menos cuando baja la demanda',
  },
  {
    topic: 'Disponibilidad',
    onPremises: 'Un corte de luz o una falla detiene el servicio',
    cloud: 'Servicios replicados en varias zonas de disponibilidad',
  },
  {
    topic: 'Mantención',
    onPremises: 'Tu equipo parcha, actualiza y repara hardware',
    cloud: 'El proveedor mantiene la infraestructura; tu equipo innova',
  },
  {
    topic: 'Seguridad',
    onPremises: 'Depende de los recursos de cada empresa',
    cloud: 'Controles certificados y cifrado de punta a punta',
  },
];

/** Five migration strategies (SPEC §2.11), with their names kept in English as the industry uses them. */
export const migrationStrategies: UseCase[] = [
  {
    title: 'Lift and Shift',
    description: 'Movemos la aplicación tal como está a servidores en la nube.',
    bullets: ['La vía más rápida para salir del datacenter', 'Sin cambios en el código', 'Ideal con plazos de cierre ajustados'],
  },
  {
    title: 'Replatforming',
    description: 'Migramos con ajustes puntuales que aprovechan servicios administrados.',
    bullets: ['Bases de datos administradas', 'Menos tareas de mantención', 'Buen equilibrio entre esfuerzo y beneficio'],
  },
  {
    title: 'Refactoring',
    description: 'Rediseñamos la aplicación para que sea nativa de la nube.',
    bullets: ['Contenedores y microservicios', 'Escalamiento automático', 'Máximo rendimiento a largo plazo'],
  },
  {
    title: 'Repurchase',
    description: 'Reemplazamos el sistema por una solución equivalente en modalidad SaaS.',
    bullets: ['Sin servidores que administrar', 'Actualizaciones incluidas', 'Ideal para correo, CRM o ERP'],
  },
  {
    title: 'Retire',
    description: 'Damos de baja lo que ya no aporta valor al negocio.',
    bullets: ['Inventario de aplicaciones en desuso', 'Menos licencias y costos', 'Un portafolio más simple de migrar'],
  },
];

/** Five benefits. */
export const cloudBenefits: Benefit[] = [
  {
    icon: SavingsOutlined,
    title: 'Costos predecibles',
    description: 'Transformas inversiones en hardware en un gasto mensual que crece al ritmo de tu negocio.',
  },
  {
    icon: SpeedOutlined,
    title: 'Mejor rendimiento',
    description: 'Tus aplicaciones responden más rápido, incluso en los peaks de demanda.',
  },
  {
    icon: SyncAltOutlined,
    title: 'Escalabilidad inmediata',
    description: 'Abres una sucursal o lanzas una campaña sin esperar la compra de un servidor.',
  },
  {
    icon: GppGoodOutlined,
    title: 'Continuidad operacional',
    description: 'Respaldos automáticos y recuperación ante desastres sin un segundo datacenter.',
  },
  {
    icon: PublicOutlined,
    title: 'Acceso desde cualquier lugar',
    description: 'Tus equipos trabajan con los mismos datos desde la oficina, la tienda o la casa.',
  },
];

/** A database offering (SPEC §3: title, subtitle, description, three feature lines). */
export interface DatabaseOffering {
  title: string;
  subtitle: string;
  description: string;
  /** Three on the page as written; the CMS's may hold any number. */
  features: string[];
  icon: SectionIcon;
}

export const databaseOfferings: DatabaseOffering[] = [
  {
    icon: BackupOutlined,
    title: 'Almacenamiento de Objetos',
    subtitle: 'Archivos, respaldos y multimedia a cualquier escala',
    description: 'Guarda imágenes, videos, documentos y respaldos con durabilidad de nivel empresarial y acceso desde cualquier aplicación.',
    features: ['Capacidad prácticamente ilimitada', 'Ciclo de vida y archivado automático', 'Cifrado en reposo y en tránsito'],
  },
  {
    icon: HubOutlined,
    title: 'Base de Datos NoSQL Administrada',
    subtitle: 'Clave-valor y documentos con latencia de milisegundos',
    description: 'Para catálogos, carritos de compra, sesiones y datos de sensores que necesitan responder rápido a millones de consultas.',
    features: ['Escalamiento automático sin servidores', 'Réplicas en varias zonas', 'Respaldos continuos con restauración puntual'],
  },
  {
    icon: AccountTreeOutlined,
    title: 'Base de Datos Relacional Administrada',
    subtitle: 'Los motores que ya conoces, sin administrar servidores',
    description: 'Tus bases de datos transaccionales con parches, respaldos y alta disponibilidad resueltos por el servicio.',
    features: ['Alta disponibilidad con conmutación automática', 'Réplicas de lectura para reportes', 'Parches y actualizaciones programadas'],
  },
];

/** Six database engines the managed service runs; logos are 80 units high. */
export interface DatabaseEngine {
  name: string;
  logo: string;
  /** The logo's width at its 80-unit height. */
  width: number;
}

export const databaseEngines: DatabaseEngine[] = [
  { name: 'MySQL', logo: mysqlLogo, width: 165 },
  { name: 'PostgreSQL', logo: postgresqlLogo, width: 245 },
  { name: 'MariaDB', logo: mariadbLogo, width: 197 },
  { name: 'SQL Server', logo: sqlServerLogo, width: 245 },
  { name: 'Oracle Database', logo: oracleLogo, width: 326 },
  { name: 'MongoDB', logo: mongodbLogo, width: 197 },
];
